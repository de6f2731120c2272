import type { LibraryUiElement } from "../library-ui-element.js";
import {
  causiloSnippets,
  ccpfnSnippets,
  chronosForecastingSnippets,
  flextabSnippets,
  routeePowertrainSnippets,
  sapRpt1OssSnippets,
  sklearnSnippets,
  synthefyMigasSnippets,
  tabpfnSnippets,
  timeeTsSnippets,
  timesfmSnippets,
  tirexSnippets,
} from "./snippets/tabular-classic-ml.js";

/**
 * Classic machine learning, tabular prediction and time-series forecasting.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * TABULAR_CLASSIC_ML_LIBRARIES["sklearn"].prettyLabel; // "Scikit-learn"
 * ```
 */
export const TABULAR_CLASSIC_ML_LIBRARIES = {
  sklearn: {
    prettyLabel: "Scikit-learn",
    repoName: "Scikit-learn",
    repoUrl: "https://github.com/scikit-learn/scikit-learn",
    filter: true,
    countDownloads: `path:"sklearn_model.joblib"`,
    pipelines: ["tabular-classification", "tabular-regression", "text-classification"],
    snippets: sklearnSnippets,
  },
  tabpfn: {
    prettyLabel: "TabPFN",
    repoName: "TabPFN",
    repoUrl: "https://github.com/PriorLabs/TabPFN",
    pipelines: ["tabular-classification", "tabular-regression"],
    snippets: tabpfnSnippets,
  },
  ccpfn: {
    prettyLabel: "CCPFN",
    repoName: "CCPFN",
    repoUrl: "https://huggingface.co/Layer6/CCPFN",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["tabular-classification"],
    snippets: ccpfnSnippets,
  },
  causilo: {
    prettyLabel: "Causilo",
    repoName: "Causilo",
    repoUrl: "https://github.com/nums-ai/causilo",
    filter: false,
    countDownloads: `path:"classifier/config.json" OR path:"regressor/config.json"`,
    pipelines: ["tabular-classification", "tabular-regression"],
    snippets: causiloSnippets,
  },
  flextab: {
    prettyLabel: "FlexTab",
    repoName: "FlexTab",
    repoUrl: "https://github.com/SAP-samples/flextab",
    countDownloads: `path_extension:"pt"`,
    pipelines: ["tabular-classification", "tabular-regression"],
    snippets: flextabSnippets,
  },
  "sap-rpt-1-oss": {
    prettyLabel: "sap-rpt-1-oss",
    repoName: "sap-rpt-1-oss",
    repoUrl: "https://github.com/SAP-samples/sap-rpt-1-oss",
    countDownloads: `path_extension:"pt"`,
    pipelines: ["tabular-classification", "tabular-regression"],
    snippets: sapRpt1OssSnippets,
  },
  "chronos-forecasting": {
    prettyLabel: "Chronos",
    repoName: "Chronos",
    repoUrl: "https://github.com/amazon-science/chronos-forecasting",
    pipelines: ["time-series-forecasting"],
    snippets: chronosForecastingSnippets,
  },
  timesfm: {
    prettyLabel: "TimesFM",
    repoName: "timesfm",
    repoUrl: "https://github.com/google-research/timesfm",
    filter: false,
    countDownloads: `path:"config.json" OR path:"torch_model.ckpt" OR path:"checkpoints/checkpoint_1100000/state/checkpoint" OR path:"checkpoints/checkpoint_2150000/state/checkpoint"`,
    pipelines: ["time-series-forecasting"],
    snippets: timesfmSnippets,
  },
  tirex: {
    prettyLabel: "TiRex",
    repoName: "TiRex",
    repoUrl: "https://github.com/NX-AI/tirex",
    countDownloads: `path_extension:"ckpt"`,
    pipelines: ["time-series-forecasting"],
    snippets: tirexSnippets,
  },
  "tirex-2": {
    prettyLabel: "TiRex-2",
    repoName: "TiRex-2",
    repoUrl: "https://github.com/NX-AI/tirex-2",
    countDownloads: `path:"model-config.yaml"`,
    pipelines: ["time-series-forecasting"],
    // The second TiRex generation keeps the first one's loader.
    snippets: tirexSnippets,
  },
  "timee-ts": {
    prettyLabel: "timee-ts",
    repoName: "timee-ts",
    repoUrl: "https://github.com/liamsbhoo/timee",
    filter: false,
    countDownloads: `path:"model.safetensors"`,
    pipelines: ["time-series-forecasting"],
    snippets: timeeTsSnippets,
  },
  "synthefy-migas": {
    prettyLabel: "Migas",
    repoName: "Migas",
    repoUrl: "https://github.com/Synthefy/synthefy-migas",
    filter: false,
    countDownloads: `path:"model.pt"`,
    pipelines: ["time-series-forecasting"],
    snippets: synthefyMigasSnippets,
  },
  "routee-powertrain": {
    prettyLabel: "RouteE-Powertrain",
    repoName: "RouteE-Powertrain",
    repoUrl: "https://github.com/NatLabRockies/routee-powertrain",
    docsUrl: "https://natlabrockies.github.io/routee-powertrain/",
    filter: false,
    countDownloads: `path_extension:"onnx" OR path_extension:"joblib"`,
    pipelines: ["tabular-regression"],
    snippets: routeePowertrainSnippets,
  },
} satisfies Record<string, LibraryUiElement>;
