import type { TaskData } from "./task-data.js";

const task = {
  id: "reinforcement-learning",
  label: "Reinforcement Learning",
  summary: "",
  youtubeId: "q0BiUn5LiBc",
  libraries: ["transformers", "stable-baselines3", "ml-agents", "sample-factory"],
  datasets: [{ id: "edbeeching/decision_transformer_gym_replay", description: "" }],
  metrics: [
    { id: "Discounted Total Reward", description: "" },
    { id: "Mean Reward", description: "" },
    { id: "Level of Performance After Some Time", description: "" },
  ],
  models: [
    { id: "edbeeching/decision-transformer-gym-hopper-expert", description: "" },
    { id: "HumanCompatibleAI/ppo-seals-CartPole-v0", description: "" },
  ],
  spaces: [
    { id: "ThomasSimonini/Huggy", description: "" },
    { id: "ThomasSimonini/SnowballFight", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "State", type: "text", content: "" }],
    outputs: [
      { label: "Action", type: "text", content: "" },
      { label: "Next State", type: "text", content: "" },
    ],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
