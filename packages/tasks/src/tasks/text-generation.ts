import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-generation",
  label: "Text Generation",
  summary:
    "Text generation produces new text that continues a prompt, from finishing a sentence to " +
    "holding a conversation, writing code or reasoning through a problem step by step.",
  youtubeId: "e9gNEAlsOvU",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "CohereForAI/Global-MMLU",
      description:
        "The MMLU knowledge benchmark translated into 42 languages, with annotations that flag " +
        "questions needing culture-specific knowledge.",
    },
    {
      id: "HuggingFaceFW/fineweb-2",
      description:
        "A large multilingual pre-training corpus of cleaned and deduplicated web pages in " +
        "more than a thousand languages.",
    },
    {
      id: "HuggingFaceH4/ultrachat_200k",
      description:
        "About 200,000 filtered multi-turn conversations from UltraChat, used to fine-tune " +
        "chat models such as Zephyr.",
    },
    {
      id: "open-r1/OpenThoughts-114k-math",
      description:
        "Mathematics problems paired with long worked reasoning traces, for training models " +
        "that think before they answer.",
    },
    {
      id: "allenai/tulu-3-sft-mixture",
      description:
        "The instruction-tuning mixture behind the Tülu 3 models: prompts and answers covering " +
        "chat, maths, coding, safety and instruction following.",
    },
    {
      id: "HuggingFaceTB/smoltalk",
      description:
        "A mostly synthetic conversation dataset built to instruction-tune the small SmolLM2 " +
        "models.",
    },
    {
      id: "HuggingFaceTB/finemath",
      description:
        "Web pages rich in mathematical content, filtered from Common Crawl for pre-training " +
        "models on maths.",
    },
  ],
  metrics: [
    {
      id: "Cross Entropy",
      description:
        "The average negative log-probability a model assigns to the true next token; the loss " +
        "minimised during training.",
    },
    {
      id: "Perplexity",
      space: "evaluate-metric/perplexity",
      description:
        "The exponential of the cross entropy: roughly how many tokens the model hesitates " +
        "between at each step. Lower is better.",
    },
  ],
  models: [
    {
      id: "google/gemma-2-2b-it",
      description: "A small instruction-tuned Gemma 2 model from Google that runs on a laptop.",
    },
    {
      id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
      description:
        "A mixture-of-experts coding model (480B parameters, 35B active per token) built for " +
        "agentic programming over large repositories.",
    },
    {
      id: "openai/gpt-oss-120b",
      description:
        "An open-weight mixture-of-experts reasoning model from OpenAI with adjustable reasoning " +
        "effort and tool use.",
    },
    {
      id: "zai-org/GLM-4.5",
      description:
        "A large mixture-of-experts model from Z.ai that combines reasoning, coding and agent " +
        "abilities.",
    },
    {
      id: "Qwen/Qwen3-4B-Thinking-2507",
      description: "A 4B-parameter model that writes out its reasoning before giving an answer.",
    },
    {
      id: "Qwen/Qwen2.5-7B-Instruct-1M",
      description: "A 7B chat model that accepts contexts of up to one million tokens.",
    },
    {
      id: "Qwen/Qwen2.5-Coder-32B-Instruct",
      description: "A 32B model specialised in writing, explaining and fixing code.",
    },
    {
      id: "deepseek-ai/DeepSeek-R1",
      description:
        "A large open reasoning model trained with reinforcement learning to solve maths and " +
        "coding problems step by step.",
    },
  ],
  spaces: [
    {
      id: "akhaliq/anycoder",
      description: "Describe an application and get working front-end code generated for it.",
    },
    {
      id: "enzostvs/deepsite",
      description: "Builds and edits complete web pages from plain-language prompts.",
    },
    {
      id: "logikon/open_cot_leaderboard",
      description:
        "Ranks models by how much their own chain-of-thought reasoning improves their answers.",
    },
    {
      id: "ysharma/Explore_llamav2_with_TGI",
      description: "Chat with a Llama 2 model served by Text Generation Inference.",
    },
    {
      id: "HuggingFaceH4/zephyr-chat",
      description: "A chat interface for Zephyr, a small model aligned with preference data.",
    },
    {
      id: "lmsys/chatbot-arena-leaderboard",
      description:
        "A leaderboard built from crowd votes in blind, side-by-side comparisons of chatbots.",
    },
    {
      id: "mlabonne/phixtral-chat",
      description: "Chat with Phixtral, a mixture of experts assembled from several Phi-2 models.",
    },
  ],
  widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content: "The lighthouse keeper climbed the stairs one last time and",
      },
    ],
    outputs: [
      {
        label: "Output",
        type: "text",
        content:
          "The lighthouse keeper climbed the stairs one last time and lit the lamp, watching " +
          "its beam sweep across the grey water toward the boats still making their way home.",
      },
    ],
  },
  about: {
    description: `Text generation models predict the next token of a text again and again, which lets them continue any prompt. Trained on large amounts of web text, books and code, a **base model** learns to complete documents; an **instruction-tuned** (chat) model is further trained on conversations and human preferences so that it follows requests, answers questions and refuses harmful ones.

The same model can summarize, translate, classify, extract data, write code or call tools, depending only on the prompt, which is why several narrower tasks in this catalogue point here. Reasoning models go one step further and write out intermediate thinking before their final answer, which helps on maths, logic and programming.

Decoding settings shape the output: greedy decoding is repeatable, while sampling with a temperature and top-p gives more varied text. Models only see a limited number of tokens (their context window), so long documents must be trimmed or retrieved piece by piece.`,
    useCases: [
      {
        title: "Assistants and chatbots",
        text: "Answer customer questions, draft e-mails or help users navigate a product in natural language.",
      },
      {
        title: "Code generation",
        text: "Complete functions, explain unfamiliar code and propose fixes inside an editor or an agent.",
      },
      {
        title: "Structured extraction",
        text: "Pull names, dates and amounts out of free text and return them as JSON for downstream systems.",
      },
      {
        title: "Retrieval-augmented answers",
        text: "Combine retrieved documents with a question so the model answers from your own data.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.chatCompletion({
  model: "mistralai/Mistral-Nemo-Instruct-2407",
  messages: [{ role: "user", content: "Give me three names for a bakery run by cats." }],
  max_tokens: 200,
});
console.log(output.choices[0]?.message.content);

// Stream tokens as they are produced.
for await (const chunk of client.chatCompletionStream({
  model: "mistralai/Mistral-Nemo-Instruct-2407",
  messages: [{ role: "user", content: "Write a haiku about autumn." }],
  max_tokens: 60,
})) {
  process.stdout.write(chunk.choices[0]?.delta.content ?? "");
}`,
    resources: [
      {
        title: "Transformers guide: generation with LLMs",
        url: "https://huggingface.co/docs/transformers/llm_tutorial",
      },
      {
        title: "How to generate text: decoding methods for language models",
        url: "https://huggingface.co/blog/how-to-generate",
      },
      {
        title: "Transformers guide: causal language modeling",
        url: "https://huggingface.co/docs/transformers/tasks/language_modeling",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-generation"],
} satisfies TaskData;

export default task;
