import type { ModelData } from "../../model-data.js";
import { commentText } from "../../quoting.js";
import { hubPageUrl } from "../../internal/hub-urls.js";

/**
 * For a gated repository, a comment line saying that downloads need the user's accepted
 * conditions and a token of theirs in `HF_TOKEN` (llama.cpp, the `hf` CLI and the commands
 * below read it from there); nothing for an open one. The token itself never appears.
 */
export function hubTokenNote(model: ModelData): string {
  return model.gated
    ? `# This model is gated: accept its conditions on ${commentText(hubPageUrl(model))}, then export HF_TOKEN=<your token>\n`
    : "";
}

/**
 * Ollama authenticates to the Hub with its own SSH key rather than a token, so a gated
 * repository needs that key added to the user's Hub account.
 */
export function ollamaKeyNote(model: ModelData): string {
  return model.gated
    ? `# This model is gated: accept its conditions on ${commentText(hubPageUrl(model))}, then add\n# your Ollama public key (~/.ollama/id_ed25519.pub) at https://huggingface.co/settings/keys\n`
    : "";
}

/** The curl header that sends the user's token, for gated repositories only. */
export function curlAuthorization(model: ModelData): string {
  return model.gated ? ` -H "Authorization: Bearer $HF_TOKEN"` : "";
}
