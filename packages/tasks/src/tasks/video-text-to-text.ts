import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "video-text-to-text",
  label: "Video-Text-to-Text",
  summary:
    "Video-text-to-text models watch a video and answer questions, describe it or follow " +
    "instructions about it in text.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "lmms-lab/Video-MME",
      description:
        "A benchmark of multiple-choice questions about short, medium and long videos from " +
        "many domains, for evaluating video language models.",
    },
    {
      id: "lmms-lab/VideoChatGPT",
      description:
        "The Video-ChatGPT evaluation set: open questions that test correctness, detail, " +
        "context, temporal understanding and consistency of answers about videos.",
    },
    {
      id: "HuggingFaceFV/finevideo",
      description:
        "Tens of thousands of openly licensed YouTube videos with detailed annotations of " +
        "scenes, characters, topics and mood.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "Vision-CAIR/LongVU_Qwen2_7B",
      description:
        "LongVU: compresses redundant frames adaptively so that a 7B model can understand " +
        "videos lasting up to an hour.",
    },
    {
      id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32",
      description:
        "An Apollo video language model, from a study of which design choices matter for " +
        "video understanding.",
    },
    {
      id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
      description: "A small vision-language model that understands videos as well as images.",
    },
  ],
  spaces: [
    {
      id: "llava-hf/video-llava",
      description: "Chat with Video-LLaVA about an uploaded video or image.",
    },
    {
      id: "opencompass/openvlm_video_leaderboard",
      description: "Ranks video language models across several video understanding benchmarks.",
    },
    {
      id: "HuggingFaceTB/SmolVLM2-HighlightGenerator",
      description: "Finds and cuts the highlights of a long video with SmolVLM2.",
    },
  ],
  widgetModels: [],
  demo: {
    // The reference demo showed an animated image; the project ships a real clip instead.
    inputs: [
      { label: "Video", type: "video", filename: "city-cc0.mp4" },
      {
        label: "Text Prompt",
        type: "text",
        content: "What does this clip show, and at what time of day was it filmed?",
      },
    ],
    outputs: [
      {
        label: "Answer",
        type: "text",
        content:
          "The clip shows tall city towers with many lit windows against a dark sky, so it " +
          "was filmed at night.",
      },
    ],
  },
  about: {
    description: `Video-text-to-text models are vision-language models that accept a video alongside a text prompt. They sample frames from the clip, encode each one with a vision encoder, compress the resulting tokens and pass them, together with the prompt, to a language model that writes the answer.

The main difficulty is length: a minute of video at a few frames per second already yields thousands of visual tokens. Models differ in how they choose frames, merge similar ones and keep track of time, which decides whether they can answer questions such as "what happened just before the goal?" or summarise an hour-long recording.

Typical tasks include captioning, question answering, summarising, finding the moment when something happens and describing step-by-step procedures. For a fixed set of labels, a video classification model is cheaper.`,
    useCases: [
      {
        title: "Video search and summaries",
        text: "Summarise recorded meetings, lectures or videos and answer questions about their content.",
      },
      {
        title: "Highlights and chapters",
        text: "Find key moments in long footage and write chapter titles for them.",
      },
      {
        title: "Accessibility",
        text: "Describe what happens on screen for people who cannot see the video.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

// Chat endpoints accept images, so send a few frames sampled from the clip, in order.
const frames = ["frame-001.jpg", "frame-050.jpg", "frame-100.jpg"].map(
  (name) => "https://example.com/clip/" + name,
);
const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.chatCompletion({
  model: "Qwen/Qwen2.5-VL-7B-Instruct",
  messages: [
    {
      role: "user",
      content: [
        ...frames.map((url) => ({ type: "image_url" as const, image_url: { url } })),
        { type: "text" as const, text: "These are frames of one clip. What happens in it?" },
      ],
    },
  ],
  max_tokens: 200,
});
console.log(output.choices[0]?.message.content);`,
    resources: [
      {
        title: "SmolVLM2: bringing video understanding to every device",
        url: "https://huggingface.co/blog/smolvlm2",
      },
      {
        title: "Vision language models explained",
        url: "https://huggingface.co/blog/vlms",
      },
      {
        title: "Video-MME benchmark (paper)",
        url: "https://arxiv.org/abs/2405.21075",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["video-text-to-text"],
} satisfies TaskData;

export default task;
