import type { LibraryUiElement } from "../library-ui-element.js";
import {
  acestepSnippets,
  audiocraftSnippets,
  magentaRealtimeSnippets,
  songbloomSnippets,
  stableAudio3Snippets,
  stableAudioToolsSnippets,
  tencentSongGenerationSnippets,
  tunejurySnippets,
} from "./snippets/music.js";

/**
 * Music and general audio generation libraries.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * MUSIC_LIBRARIES["acestep"].prettyLabel; // "ACE-Step"
 * ```
 */
export const MUSIC_LIBRARIES = {
  acestep: {
    prettyLabel: "ACE-Step",
    repoName: "ACE-Step",
    repoUrl: "https://github.com/ace-step/ACE-Step",
    filter: false,
    countDownloads: `path:"ace_step_transformer/config.json"`,
    pipelines: ["text-to-audio"],
    snippets: acestepSnippets,
  },
  audiocraft: {
    prettyLabel: "Audiocraft",
    repoName: "audiocraft",
    repoUrl: "https://github.com/facebookresearch/audiocraft",
    filter: false,
    countDownloads: `path:"state_dict.bin"`,
    pipelines: ["text-to-audio"],
    snippets: audiocraftSnippets,
  },
  "stable-audio-3": {
    prettyLabel: "Stable Audio 3",
    repoName: "stable-audio-3",
    repoUrl: "https://github.com/Stability-AI/stable-audio-3",
    filter: false,
    countDownloads: `path:"model_config.json"`,
    pipelines: ["text-to-audio"],
    snippets: stableAudio3Snippets,
  },
  "stable-audio-tools": {
    prettyLabel: "Stable Audio Tools",
    repoName: "stable-audio-tools",
    repoUrl: "https://github.com/Stability-AI/stable-audio-tools.git",
    filter: false,
    countDownloads: `path:"model.safetensors"`,
    pipelines: ["text-to-audio"],
    snippets: stableAudioToolsSnippets,
  },
  songbloom: {
    prettyLabel: "SongBloom",
    repoName: "SongBloom",
    repoUrl: "https://github.com/Cypress-Yang/SongBloom",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["text-to-audio"],
    snippets: songbloomSnippets,
    snippetLanguage: "sh",
  },
  "tencent-song-generation": {
    prettyLabel: "SongGeneration",
    repoName: "SongGeneration",
    repoUrl: "https://github.com/tencent-ailab/songgeneration",
    filter: false,
    countDownloads: `path:"ckpt/songgeneration_base/model.pt"`,
    pipelines: ["text-to-audio"],
    snippets: tencentSongGenerationSnippets,
    snippetLanguage: "sh",
  },
  "magenta-realtime": {
    prettyLabel: "Magenta RT",
    repoName: "Magenta RT",
    repoUrl: "https://github.com/magenta/magenta-realtime",
    countDownloads: `path:"checkpoints/llm_base_x4286_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k/checkpoint"`,
    pipelines: ["text-to-audio"],
    snippets: magentaRealtimeSnippets,
  },
  "magenta-realtime-2": {
    prettyLabel: "Magenta RT 2",
    repoName: "Magenta RT 2",
    repoUrl: "https://github.com/magenta/magenta-realtime",
    countDownloads: `path:"models/mrt2_base/mrt2_base.mlxfn" OR path:"models/mrt2_small/mrt2_small.mlxfn" OR path:"checkpoints/mrt2_base.safetensors" OR path:"checkpoints/mrt2_small.safetensors"`,
    pipelines: ["text-to-audio"],
    // The successors load and generate as Magenta RealTime does.
    snippets: magentaRealtimeSnippets,
  },
  tunejury: {
    prettyLabel: "TuneJury",
    repoName: "TuneJury",
    repoUrl: "https://github.com/yonghyunk1m/TuneJury",
    countDownloads: `path_extension:"pt"`,
    pipelines: ["audio-classification"],
    snippets: tunejurySnippets,
  },
} satisfies Record<string, LibraryUiElement>;
