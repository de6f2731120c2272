import type { LibraryUiElement } from "../library-ui-element.js";

/**
 * Dense vision: segmentation, depth, matching and pose libraries.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * VISION_DENSE_LIBRARIES["sam2"].prettyLabel; // "sam2"
 * ```
 */
export const VISION_DENSE_LIBRARIES = {
  sam2: {
    prettyLabel: "sam2",
    repoName: "sam2",
    repoUrl: "https://github.com/facebookresearch/segment-anything-2",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["mask-generation"],
  },
  "depth-anything-v2": {
    prettyLabel: "DepthAnythingV2",
    repoName: "Depth Anything V2",
    repoUrl: "https://github.com/DepthAnything/Depth-Anything-V2",
    filter: false,
    countDownloads: `path_extension:"pth"`,
    pipelines: ["depth-estimation"],
  },
  "depth-pro": {
    prettyLabel: "Depth Pro",
    repoName: "Depth Pro",
    repoUrl: "https://github.com/apple/ml-depth-pro",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["depth-estimation"],
  },
  birefnet: {
    prettyLabel: "BiRefNet",
    repoName: "BiRefNet",
    repoUrl: "https://github.com/ZhengPeng7/BiRefNet",
    filter: false,
    pipelines: ["image-segmentation"],
  },
  ben2: {
    prettyLabel: "BEN2",
    repoName: "BEN2",
    repoUrl: "https://github.com/PramaLLC/BEN2",
    filter: false,
    pipelines: ["image-segmentation"],
  },
  nobg: {
    prettyLabel: "nobg",
    repoName: "nobg",
    repoUrl: "https://github.com/feyninc/nobg",
    filter: false,
    pipelines: ["image-segmentation"],
  },
  deepforest: {
    prettyLabel: "DeepForest",
    repoName: "deepforest",
    repoUrl: "https://github.com/weecology/DeepForest",
    docsUrl: "https://deepforest.readthedocs.io/en/latest/",
    pipelines: ["object-detection"],
  },
  lightglue: {
    prettyLabel: "LightGlue",
    repoName: "LightGlue",
    repoUrl: "https://github.com/cvg/LightGlue",
    filter: false,
    countDownloads: `path_extension:"pth" OR path:"config.json"`,
    pipelines: ["keypoint-detection"],
  },
  "image-matching-models": {
    prettyLabel: "Image Matching Models",
    repoName: "Image Matching Models",
    repoUrl: "https://github.com/alexstoken/image-matching-models",
    filter: false,
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["keypoint-detection"],
  },
  vismatch: {
    prettyLabel: "VisMatch",
    repoName: "VisMatch",
    repoUrl: "https://github.com/gmberton/vismatch",
    filter: false,
    countDownloads: `path:"vismatch.yaml"`,
    pipelines: ["keypoint-detection"],
  },
  sapiens: {
    prettyLabel: "sapiens",
    repoName: "sapiens",
    repoUrl: "https://github.com/facebookresearch/sapiens",
    filter: false,
    countDownloads: `path_extension:"pt2" OR path_extension:"pth" OR path_extension:"onnx"`,
    pipelines: ["keypoint-detection", "depth-estimation", "image-segmentation"],
  },
  sapiens2: {
    prettyLabel: "sapiens2",
    repoName: "sapiens2",
    repoUrl: "https://github.com/facebookresearch/sapiens2",
    filter: false,
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["keypoint-detection", "depth-estimation", "image-segmentation"],
  },
  bboxmaskpose: {
    prettyLabel: "BBoxMaskPose",
    repoName: "BBoxMaskPose",
    repoUrl: "https://github.com/MiraPurkrabek/BBoxMaskPose",
    filter: false,
    countDownloads: `path_extension:"pth"`,
    pipelines: ["keypoint-detection"],
  },
  cotracker: {
    prettyLabel: "CoTracker",
    repoName: "CoTracker",
    repoUrl: "https://github.com/facebookresearch/co-tracker",
    filter: false,
    countDownloads: `path_extension:"pth"`,
    pipelines: ["keypoint-detection"],
  },
} satisfies Record<string, LibraryUiElement>;
