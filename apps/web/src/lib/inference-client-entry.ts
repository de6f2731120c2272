// A separate entry so "Try it" and Settings load the client without the snippet generator,
// which pulls in every task's catalogue data for its example inputs.
export { InferenceClient, INFERENCE_PROVIDERS, PROVIDER_BASE_URLS } from "@modeldeck/inference";
