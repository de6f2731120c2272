import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "reinforcement-learning",
  label: "Reinforcement Learning",
  summary:
    "Reinforcement learning trains agents that act in an environment by trial and error, learning which actions lead to the most reward over time.",
  youtubeId: "q0BiUn5LiBc",
  libraries: ["transformers", "stable-baselines3", "ml-agents", "sample-factory"],
  datasets: [
    {
      id: "edbeeching/decision_transformer_gym_replay",
      description:
        "Recorded trajectories from MuJoCo locomotion tasks (HalfCheetah, Hopper, Walker2d) at several skill levels, for offline RL and Decision Transformers.",
    },
  ],
  metrics: [
    {
      id: "Discounted Total Reward",
      description:
        "The sum of rewards over an episode, each multiplied by the discount factor raised to its time step, so later rewards count less.",
    },
    {
      id: "Mean Reward",
      description:
        "The average undiscounted return over many evaluation episodes, the usual number reported for a trained agent.",
    },
    {
      id: "Level of Performance After Some Time",
      description:
        "The return reached after a fixed budget of environment steps or training time, a measure of sample efficiency.",
    },
  ],
  models: [
    {
      id: "edbeeching/decision-transformer-gym-hopper-expert",
      description:
        "A Decision Transformer trained on expert Hopper trajectories: it treats control as sequence modelling and predicts the next action from the desired return.",
    },
    {
      id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
      description:
        "A PPO agent trained with Stable-Baselines3 on the seals variant of CartPole, which fixes the episode length.",
    },
  ],
  spaces: [
    {
      id: "ThomasSimonini/Huggy",
      description:
        "Play fetch in the browser with Huggy, a dog agent trained with Unity ML-Agents.",
    },
    {
      id: "ThomasSimonini/SnowballFight",
      description: "Have a snowball fight against an agent trained with Unity ML-Agents.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      {
        label: "State",
        type: "text",
        content:
          "CartPole: cart at 0.02 m moving right at 0.15 m/s; pole leaning right at 0.04 rad and falling further at 0.31 rad/s.",
      },
    ],
    outputs: [
      { label: "Action", type: "text", content: "Push the cart to the right (action 1)." },
      {
        label: "Next State",
        type: "text",
        content:
          "Cart at 0.02 m moving right at 0.35 m/s; pole at 0.05 rad, its fall almost stopped at 0.03 rad/s. Reward +1, the episode continues.",
      },
    ],
  },
  about: {
    description: `In reinforcement learning (RL) an agent observes the state of an environment, chooses an action, and receives a reward and the next state. Repeating this loop, it learns a policy (a mapping from states to actions) that maximises the total reward it collects. Nobody tells the agent the right action; it has to discover which behaviour pays off, sometimes many steps later.

Value-based methods such as DQN learn how good each action is in each state; policy-gradient and actor-critic methods such as PPO and SAC adjust the policy directly. Deep neural networks let these methods work from raw inputs like game screens. Offline RL learns from previously recorded trajectories instead of live interaction, and Decision Transformers recast it as sequence modelling: given past states, actions and the return still wanted, predict the next action. Reinforcement learning from human feedback applies the same ideas to fine-tune language models.

Trained agents are shared on the Hub with libraries such as Stable-Baselines3, Sample Factory and Unity ML-Agents. They run inside their environment loop rather than behind a hosted inference API, so the example below queries a policy deployed on a custom endpoint once per step.`,
    useCases: [
      {
        title: "Games and simulations",
        text: "Train opponents, companions and testers for video games, or agents that master classic control and Atari benchmarks.",
      },
      {
        title: "Robotics",
        text: "Learn locomotion and manipulation skills in simulation and transfer them to real robots.",
      },
      {
        title: "Optimising decisions",
        text: "Control heating and cooling, schedule resources or tune recommendations where each choice affects future outcomes.",
      },
      {
        title: "Aligning language models",
        text: "Fine-tune chat models with rewards from human preferences or automatic checkers.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
// A PPO CartPole policy served by a custom handler that maps an observation to an action.
const policy = client.endpoint("https://my-cartpole-policy.endpoints.example");

const observation = [0.02, 0.15, 0.04, 0.31];
const { action } = (await policy.request({ inputs: observation })) as { action: number };
console.log(action === 1 ? "push right" : "push left");`,
    resources: [
      {
        title: "Hugging Face Deep Reinforcement Learning course",
        url: "https://huggingface.co/learn/deep-rl-course/unit0/introduction",
      },
      {
        title: "Gymnasium: standard environments for RL",
        url: "https://gymnasium.farama.org",
      },
      {
        title: "Stable-Baselines3 documentation",
        url: "https://stable-baselines3.readthedocs.io",
      },
      {
        title: "Proximal policy optimization algorithms (paper)",
        url: "https://arxiv.org/abs/1707.06347",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["reinforcement-learning"],
} satisfies TaskData;

export default task;
