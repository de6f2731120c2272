// Loaded only by the model page's API tab: the generator reads every task's example input.
export { getInferenceSnippets } from "@modeldeck/inference";
