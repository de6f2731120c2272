import { describe, expect, it } from "vitest";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("Stable-Baselines3 snippets", () => {
  it("load the zipped agent with the algorithm named in the repository", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS["stable-baselines3"].snippets?.({
        id: "sb3/dqn-MountainCar-v0",
        tags: ["stable-baselines3", "reinforcement-learning"],
        siblings: [{ rfilename: "dqn-MountainCar-v0.zip" }, { rfilename: "config.yml" }],
      }),
    ).toEqual([
      `from huggingface_sb3 import load_from_hub
from stable_baselines3 import DQN

checkpoint = load_from_hub(repo_id="sb3/dqn-MountainCar-v0", filename="dqn-MountainCar-v0.zip")
model = DQN.load(checkpoint)`,
    ]);
  });

  it("load the showcase agent from the zip its repository lists", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS["stable-baselines3"].snippets?.(
        corpusModel("sb3/ppo-CartPole-v1"),
      ),
    ).toEqual([
      `from huggingface_sb3 import load_from_hub
from stable_baselines3 import PPO

checkpoint = load_from_hub(repo_id="sb3/ppo-CartPole-v1", filename="ppo-CartPole-v1.zip")
model = PPO.load(checkpoint)`,
    ]);
  });

  it("take the zip from the downloaded repository when the file list is unknown", () => {
    // huggingface_sb3's own example: this repository holds ppo-CartPole-v1.zip, not a zip
    // named after the repository.
    const [snippet] =
      MODEL_LIBRARIES_UI_ELEMENTS["stable-baselines3"].snippets?.({
        id: "sb3/demo-hf-CartPole-v1",
        library_name: "stable-baselines3",
        pipeline_tag: "reinforcement-learning",
        tags: [
          "stable-baselines3",
          "CartPole-v1",
          "deep-reinforcement-learning",
          "reinforcement-learning",
        ],
      }) ?? [];
    expect(snippet).not.toContain("demo-hf-CartPole-v1.zip");
    expect(snippet).toContain(`snapshot_download("sb3/demo-hf-CartPole-v1")`);
    expect(snippet).toContain("# Downloads the repository and takes its first .zip file");
    expect(snippet).toContain("model = PPO.load(checkpoint)");
  });

  it("import sb3-contrib algorithms from their own package", () => {
    const [snippet] =
      MODEL_LIBRARIES_UI_ELEMENTS["stable-baselines3"].snippets?.({
        id: "sb3/tqc-Humanoid-v3",
        tags: [],
      }) ?? [];
    expect(snippet).toContain("from sb3_contrib import TQC");
  });
});

describe("ML-Agents and Sample Factory snippets", () => {
  it("fetch the trained agent with the library's own command", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS["ml-agents"].snippets?.({
        id: "ThomasSimonini/ppo-Huggy",
        tags: [],
      }),
    ).toEqual(["mlagents-load-from-hf --repo-id=ThomasSimonini/ppo-Huggy --local-dir=./downloads"]);
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS["sample-factory"].snippets?.({
        id: "edbeeching/doom_health_gathering",
        tags: [],
      }),
    ).toEqual([
      "python -m sample_factory.huggingface.load_from_hub -r edbeeching/doom_health_gathering -d ./train_dir",
    ]);
  });
});
