import type { LibraryUiElement } from "../library-ui-element.js";
import {
  hermesSnippets,
  layaSnippets,
  lerobotSnippets,
  microduckSnippets,
  mlAgentsSnippets,
  roboOrchardLabSnippets,
  sameSnippets,
  sampleFactorySnippets,
  stableBaselines3Snippets,
} from "./snippets/reinforcement-learning.js";

/**
 * Reinforcement-learning and robotics libraries.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * REINFORCEMENT_LEARNING_LIBRARIES["ml-agents"].prettyLabel; // "ml-agents"
 * ```
 */
export const REINFORCEMENT_LEARNING_LIBRARIES = {
  "ml-agents": {
    prettyLabel: "ml-agents",
    repoName: "ml-agents",
    repoUrl: "https://github.com/Unity-Technologies/ml-agents",
    docsUrl: "https://huggingface.co/docs/hub/ml-agents",
    filter: true,
    countDownloads: `path_extension:"onnx"`,
    pipelines: ["reinforcement-learning"],
    snippets: mlAgentsSnippets,
    snippetLanguage: "sh",
  },
  "sample-factory": {
    prettyLabel: "sample-factory",
    repoName: "sample-factory",
    repoUrl: "https://github.com/alex-petrenko/sample-factory",
    docsUrl: "https://huggingface.co/docs/hub/sample-factory",
    filter: true,
    countDownloads: `path:"cfg.json"`,
    pipelines: ["reinforcement-learning"],
    snippets: sampleFactorySnippets,
    snippetLanguage: "sh",
  },
  "stable-baselines3": {
    prettyLabel: "stable-baselines3",
    repoName: "stable-baselines3",
    repoUrl: "https://github.com/huggingface/huggingface_sb3",
    docsUrl: "https://huggingface.co/docs/hub/stable-baselines3",
    filter: true,
    countDownloads: `path_extension:"zip"`,
    pipelines: ["reinforcement-learning"],
    snippets: stableBaselines3Snippets,
  },
  lerobot: {
    prettyLabel: "LeRobot",
    repoName: "LeRobot",
    repoUrl: "https://github.com/huggingface/lerobot",
    docsUrl: "https://huggingface.co/docs/lerobot",
    filter: false,
    pipelines: ["robotics"],
    snippets: lerobotSnippets,
    snippetLanguage: "sh",
  },
  microduck: {
    prettyLabel: "Microduck",
    repoName: "Microduck",
    repoUrl: "https://github.com/pollen-robotics/microduck_rl",
    filter: true,
    countDownloads: `path_extension:"onnx"`,
    pipelines: ["reinforcement-learning", "robotics"],
    snippets: microduckSnippets,
  },
  holomotion: {
    prettyLabel: "HoloMotion",
    repoName: "HoloMotion",
    repoUrl: "https://github.com/HorizonRobotics/HoloMotion",
    filter: false,
    countDownloads: `path_extension:"onnx"`,
    pipelines: ["robotics"],
    // Its policies are ONNX files too, loaded as Microduck's are.
    snippets: microduckSnippets,
  },
  "robo-orchard-lab": {
    prettyLabel: "RoboOrchardLab",
    repoName: "RoboOrchardLab",
    repoUrl: "https://github.com/HorizonRobotics/RoboOrchardLab",
    filter: false,
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["robotics"],
    snippets: roboOrchardLabSnippets,
  },
  laya: {
    prettyLabel: "Laya",
    repoName: "Laya",
    repoUrl: "https://github.com/NandhaKishorM/laya",
    filter: false,
    countDownloads: `path:"rl_agent_config.json"`,
    pipelines: ["reinforcement-learning"],
    snippets: layaSnippets,
  },
  same: {
    prettyLabel: "SAME",
    repoName: "SAME",
    repoUrl: "https://github.com/GengzeZhou/SAME",
    filter: false,
    countDownloads: `path:"ckpt/SAME.pt" OR path:"pretrain/Attnq_pretrained_ckpt.pt"`,
    pipelines: ["robotics"],
    snippets: sameSnippets,
  },
  hermes: {
    prettyLabel: "HERMES",
    repoName: "HERMES",
    repoUrl: "https://github.com/LMD0311/HERMES",
    filter: false,
    countDownloads: `path:"ckpt/hermes_final.pth"`,
    pipelines: ["image-to-text"],
    snippets: hermesSnippets,
  },
} satisfies Record<string, LibraryUiElement>;
