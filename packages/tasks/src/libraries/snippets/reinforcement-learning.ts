import type { ModelData } from "../../model-data.js";
import { downloadThen, extensionDownload } from "../internal/download-snippet.js";
import {
  findFile,
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { pythonString as q, shellWord } from "../../quoting.js";

/** ML-Agents: the trained `.onnx` brain is fetched into a local folder for Unity. */
export const mlAgentsSnippets = (model: ModelData): string[] => [
  `mlagents-load-from-hf --repo-id=${shellWord(model.id)} --local-dir=./downloads`,
];

/** Sample Factory: checkpoints go into the training directory the enjoy script reads. */
export const sampleFactorySnippets = (model: ModelData): string[] => [
  `python -m sample_factory.huggingface.load_from_hub -r ${shellWord(model.id)} -d ./train_dir`,
];

/** Algorithms Stable-Baselines3 and sb3-contrib can load, matched in the repository name. */
const SB3_ALGORITHMS = ["PPO", "DQN", "A2C", "SAC", "TD3", "DDPG", "QRDQN", "TQC", "TRPO", "ARS"];

/**
 * Stable-Baselines3: download the zipped agent and load it with the algorithm named in the
 * repository (PPO when the name does not say). The agent's file is not always named after the
 * repository (sb3/demo-hf-CartPole-v1 holds ppo-CartPole-v1.zip), so without a file list the
 * snippet downloads the repository and takes its zip.
 *
 * @example
 * ```ts
 * stableBaselines3Snippets({ id: "sb3/ppo-CartPole-v1", tags: [] });
 * ```
 */
export function stableBaselines3Snippets(model: ModelData): string[] {
  const name = nameWithoutNamespace(model.id);
  const algorithm =
    SB3_ALGORITHMS.find((candidate) =>
      new RegExp(`(^|[-_])${candidate}([-_]|$)`, "i").test(name),
    ) ?? "PPO";
  const contrib = ["QRDQN", "TQC", "TRPO", "ARS"].includes(algorithm);
  const algorithmImport = `from ${contrib ? "sb3_contrib" : "stable_baselines3"} import ${algorithm}`;
  const zip = findFile(model, [".zip"]);
  const download = zip
    ? {
        imports: ["from huggingface_sb3 import load_from_hub"],
        lines: [`checkpoint = load_from_hub(repo_id=${q(model.id)}, filename=${q(zip)})`],
      }
    : extensionDownload(model, "checkpoint", [".zip"]);
  return [
    [
      ...download.imports,
      algorithmImport,
      "",
      ...download.lines,
      `model = ${algorithm}.load(checkpoint)`,
    ].join("\n"),
  ];
}

/**
 * The LeRobot simulation a policy was trained in, read from its dataset tag or id: ALOHA
 * policies need their task (transfer cube or insertion), PushT and XArm have one each.
 */
function lerobotEnvironment(model: ModelData): string | undefined {
  const names = [model.id, ...model.tags].join(" ").toLowerCase();
  if (names.includes("aloha")) {
    const task = names.includes("transfer_cube") ? "AlohaTransferCube-v0" : "AlohaInsertion-v0";
    return `--env.type=aloha --env.task=${task}`;
  }
  if (names.includes("pusht")) return "--env.type=pusht";
  if (names.includes("xarm")) return "--env.type=xarm";
  return undefined;
}

/**
 * LeRobot: evaluate a pretrained policy in the simulation it was trained in (from its dataset
 * tag), or say which environment to pick when the descriptor does not tell.
 *
 * @example
 * ```ts
 * lerobotSnippets({ id: "lerobot/diffusion_pusht", tags: ["lerobot", "dataset:lerobot/pusht"] });
 * ```
 */
export const lerobotSnippets = (model: ModelData): string[] => {
  const environment = lerobotEnvironment(model);
  const extra = environment?.includes("aloha") ? ' "lerobot[aloha]"' : "";
  return [
    [
      `pip install lerobot${extra}`,
      ...(environment
        ? []
        : ["# Set --env.type to the simulation the policy was trained in (pusht, aloha, xarm...)"]),
      `lerobot-eval --policy.path=${shellWord(model.id)} ${environment ?? "--env.type=pusht"} --eval.batch_size=10 --eval.n_episodes=10`,
    ].join("\n"),
  ];
};

/** Microduck: ONNX locomotion policies for the Microduck robot. */
export const microduckSnippets = (model: ModelData): string[] => [
  `import onnxruntime
from huggingface_hub import ${hubDownloadImports(model, [".onnx"])}

policy_path = ${pythonFileDownload(model, [".onnx"])}
policy = onnxruntime.InferenceSession(policy_path)
print([model_input.name for model_input in policy.get_inputs()])`,
];

/** RoboOrchardLab: embodied-AI models from Horizon Robotics. */
export const roboOrchardLabSnippets = downloadThen(
  "Load the safetensors weights in local_dir with robo_orchard_lab (https://github.com/HorizonRobotics/RoboOrchardLab).",
);

/** Laya: typed decisions (choice, score, yes/no) over a text or JSON state in one forward pass. */
export const layaSnippets = (model: ModelData): string[] => [
  `# pip install laya
import laya

agent = laya.load(${q(model.id)})
state = {"subject": "Duplicate charge", "body": "We were billed twice for March. Refund it or we cancel."}
questions = {
    "department": {
        "type": "choice",
        "instructions": "Which department should handle this request?",
        "criteria": {"billing": "invoices, payments, refunds", "technical": "bugs, outages", "other": "everything else"},
    },
    "churn_risk": {"type": "noul", "instructions": "Does the user threaten to cancel?"},
}
print(agent.predict(state, questions))`,
];

/** SAME: vision-and-language navigation agents. */
export const sameSnippets = downloadThen(
  "Point the SAME evaluation scripts (https://github.com/GengzeZhou/SAME) at local_dir/ckpt.",
);

/** HERMES: driving world model with scene understanding. */
export const hermesSnippets = downloadThen(
  "Evaluate local_dir/ckpt/hermes_final.pth with HERMES (https://github.com/LMD0311/HERMES).",
);
