export type * from "./common.js";
export type * from "./audio.js";
export type * from "./vision.js";
export type * from "./multimodal.js";
export type * from "./text.js";
export type * from "./text-classification.js";
export type * from "./chat-completion.js";
export type * from "./text-generation.js";
