import type { PipelineType } from "@modeldeck/tasks";
import type { SnippetModel, SnippetTask } from "../internal/snippet-task.js";

/** A model per snippet task, with realistic ids (ids are facts from the Hub). */
export const SAMPLE_MODELS: Record<SnippetTask, SnippetModel> = {
  conversational: model("meta-llama/Llama-3.1-8B-Instruct", "text-generation", ["conversational"]),
  "text-generation": model("openai-community/gpt2", "text-generation"),
  "feature-extraction": model("sentence-transformers/all-MiniLM-L6-v2", "feature-extraction"),
  "fill-mask": { ...model("google-bert/bert-base-uncased", "fill-mask"), mask_token: "[MASK]" },
  "question-answering": model("deepset/roberta-base-squad2", "question-answering"),
  "sentence-similarity": model(
    "sentence-transformers/paraphrase-albert-small-v2",
    "sentence-similarity",
  ),
  summarization: model("sshleifer/distilbart-cnn-12-6", "summarization"),
  "table-question-answering": model("google/tapas-base-finetuned-wtq", "table-question-answering"),
  "text-classification": model(
    "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    "text-classification",
  ),
  "token-classification": model(
    "dbmdz/bert-large-cased-finetuned-conll03-english",
    "token-classification",
  ),
  translation: model("google-t5/t5-small", "translation"),
  "zero-shot-classification": model("facebook/bart-large-mnli", "zero-shot-classification"),
  "tabular-classification": model("julien-c/wine-quality", "tabular-classification"),
  "tabular-regression": model("scikit-learn/Fish-Weight", "tabular-regression"),
  "audio-classification": model(
    "alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech",
    "audio-classification",
  ),
  "automatic-speech-recognition": model("openai/whisper-large-v3", "automatic-speech-recognition"),
  "audio-to-audio": model("speechbrain/sepformer-wham", "audio-to-audio"),
  "image-classification": model("google/vit-base-patch16-224", "image-classification"),
  "image-segmentation": model("facebook/detr-resnet-50-panoptic", "image-segmentation"),
  "image-to-text": model("Salesforce/blip-image-captioning-base", "image-to-text"),
  "object-detection": model("facebook/detr-resnet-50", "object-detection"),
  "image-to-image": model("timbrooks/instruct-pix2pix", "image-to-image"),
  "zero-shot-image-classification": model(
    "openai/clip-vit-base-patch32",
    "zero-shot-image-classification",
  ),
  "document-question-answering": model(
    "naver-clova-ix/donut-base-finetuned-docvqa",
    "document-question-answering",
  ),
  "visual-question-answering": model(
    "dandelin/vilt-b32-finetuned-vqa",
    "visual-question-answering",
  ),
  "text-to-image": model("black-forest-labs/FLUX.1-dev", "text-to-image"),
  "text-to-video": model("genmo/mochi-1-preview", "text-to-video"),
  "text-to-speech": model("espnet/kan-bayashi_ljspeech_vits", "text-to-speech"),
  "text-to-audio": model("stabilityai/stable-audio-open-1.0", "text-to-audio"),
  "image-to-video": model("Wan-AI/Wan2.2-I2V-A14B", "image-to-video"),
  "image-text-to-image": model("black-forest-labs/FLUX.1-Kontext-dev", "image-text-to-image"),
  "image-text-to-video": model("Lightricks/LTX-Video", "image-text-to-video"),
};

/** A vision-language chat model: served through chat completion with image parts. */
export const VISION_CHAT_MODEL = model("Qwen/Qwen2.5-VL-7B-Instruct", "image-text-to-text", [
  "conversational",
]);

function model(id: string, pipeline_tag: PipelineType, tags: string[] = []): SnippetModel {
  return { id, pipeline_tag, tags };
}
