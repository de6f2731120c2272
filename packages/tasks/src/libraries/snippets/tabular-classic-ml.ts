import type { ModelData } from "../../model-data.js";
import { downloadThen, extensionDownload, fileDownload } from "../internal/download-snippet.js";
import { findFile, hubDownloadImports, pythonFileDownload } from "../internal/model-files.js";
import { commentText, pythonString as q } from "../../quoting.js";

/**
 * Scikit-learn: skops-format models load with `skops.io`, pickled ones with joblib (both
 * run code from the file, hence the warning comment).
 *
 * @example
 * ```ts
 * sklearnSnippets({ id: "julien-c/wine-quality", tags: [], config: { sklearn: { model: { file: "sklearn_model.joblib" } } } });
 * ```
 */
export function sklearnSnippets(model: ModelData): string[] {
  const sklearn = model.config?.sklearn;
  const file =
    sklearn?.model?.file ?? sklearn?.filename ?? findFile(model, [".skops", ".joblib", ".pkl"]);
  const skops = sklearn?.model_format === "skops" || (file?.endsWith(".skops") ?? false);
  const header = skops
    ? "from huggingface_hub import hf_hub_download\nfrom skops.io import get_untrusted_types, load"
    : "import joblib\nfrom huggingface_hub import hf_hub_download";
  const load = skops
    ? `unknown_types = get_untrusted_types(file=model_path)
# Check unknown_types before trusting them: loading runs code from the file.
model = load(model_path, trusted=unknown_types)`
    : `# Only load files you trust: unpickling runs code from the file.
model = joblib.load(model_path)`;
  if (!file) {
    const download = extensionDownload(model, "model_path", [".joblib", ".pkl"]);
    return [
      `import joblib
${download.imports.join("\n")}

${download.lines.join("\n")}
${load}`,
    ];
  }
  return [
    `${header}

model_path = hf_hub_download(repo_id=${q(model.id)}, filename=${q(file)})
${load}`,
  ];
}

/**
 * TabPFN: a pretrained tabular foundation model used like a scikit-learn estimator. Its
 * repositories hold classifier and regressor checkpoints side by side, so the checkpoint is
 * the one for the model's task, and a regressor is shown on a regression dataset.
 *
 * @example
 * ```ts
 * tabpfnSnippets({ id: "Prior-Labs/TabPFN-v2-reg", tags: ["tabpfn"], pipeline_tag: "tabular-regression" });
 * ```
 */
export const tabpfnSnippets = (model: ModelData): string[] => {
  const regression =
    model.pipeline_tag === "tabular-regression" || /(^|[-_/])reg($|[-_])/i.test(model.id);
  const estimator = regression ? "TabPFNRegressor" : "TabPFNClassifier";
  const kind = regression ? "regressor" : "classifier";
  const download = fileDownload(
    model,
    "checkpoint",
    (file) => file.endsWith(".ckpt") && file.includes(kind),
    `*${kind}*.ckpt`,
  );
  const dataset = regression ? "load_diabetes" : "load_breast_cancer";
  return [
    [
      ...download.imports,
      `from sklearn.datasets import ${dataset}`,
      "from sklearn.model_selection import train_test_split",
      `from tabpfn import ${estimator}`,
      "",
      ...download.lines,
      `features, targets = ${dataset}(return_X_y=True)`,
      "train_x, test_x, train_y, test_y = train_test_split(features, targets, random_state=42)",
      `model = ${estimator}(model_path=checkpoint)`,
      "model.fit(train_x, train_y)",
      "print(model.predict(test_x))",
    ].join("\n"),
  ];
};

/** CCPFN: a prior-fitted network for causal tabular prediction. */
export const ccpfnSnippets = downloadThen(
  "Load the .pt checkpoint in local_dir with the CCPFN code published in the repository.",
);

/**
 * Causilo: a pretrained tabular model behind scikit-learn estimators; the first `fit` fetches
 * the task's checkpoint from the Hub.
 */
export const causiloSnippets = (model: ModelData): string[] => {
  const regression = model.pipeline_tag === "tabular-regression";
  const estimator = regression ? "CausiloRegressor" : "CausiloClassifier";
  const dataset = regression ? "load_diabetes" : "load_breast_cancer";
  return [
    `# pip install causilo  (the weights in ${commentText(model.id)} are gated: hf auth login first)
from causilo import ${estimator}
from sklearn.datasets import ${dataset}
from sklearn.model_selection import train_test_split

X, y = ${dataset}(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=42)
model = ${estimator}(n_estimators=8, random_state=42)
model.fit(X_train, y_train)
print(model.predict(X_test)[:10])`,
  ];
};

const FLEXTAB_INSTALL = "# pip install git+https://github.com/SAP-samples/flextab";

/**
 * FlexTab: SAP's in-context tabular model behind scikit-learn style estimators
 * (`FlexTabClassifier`, `FlexTabRegressor`, and `FlexTabMatcher` for record matching). The
 * estimators fetch the checkpoint themselves; `max_context_size` and `bagging` trade accuracy
 * for memory.
 *
 * @example
 * ```ts
 * flextabSnippets({ id: "SAP/FlexTab", tags: ["flextab"], pipeline_tag: "tabular-regression" });
 * ```
 */
export function flextabSnippets(model: ModelData): string[] {
  const header = `${FLEXTAB_INSTALL}
# Weights: ${commentText(model.id)}; the estimator downloads the checkpoint on first use.`;
  const memory =
    "# 8192 rows of context and 8 bagging rounds are the most accurate; lower both if memory runs out.";
  const predict =
    model.pipeline_tag === "tabular-regression"
      ? `${header}
from sklearn.datasets import load_diabetes
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split
from flextab import FlexTabRegressor

features, targets = load_diabetes(return_X_y=True, as_frame=True)
train_x, test_x, train_y, test_y = train_test_split(features, targets, test_size=0.3, random_state=0)
${memory}
regressor = FlexTabRegressor(max_context_size=8192, bagging=8)
regressor.fit(train_x, train_y)
predictions = regressor.predict(test_x)
print("R²:", r2_score(test_y, predictions))`
      : `${header}
from sklearn.datasets import load_wine
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from flextab import FlexTabClassifier

features, labels = load_wine(return_X_y=True, as_frame=True)
train_x, test_x, train_y, test_y = train_test_split(features, labels, test_size=0.3, random_state=0)
${memory}
classifier = FlexTabClassifier(max_context_size=8192, bagging=8)
classifier.fit(train_x, train_y)
probabilities = classifier.predict_proba(test_x)
print("Accuracy:", accuracy_score(test_y, classifier.predict(test_x)))`;
  const matching = `${header}
# Record matching: does a row of the left table describe the same entity as its row on the right?
from sklearn.metrics import accuracy_score
from flextab import FlexTabMatcher
from flextab.utils.test_utils import load_febrl4

left_train, left_test, right_train, right_test, train_y, test_y = load_febrl4()
matcher = FlexTabMatcher(max_context_size=8192, bagging=1)
matcher.fit(left_train, right_train, train_y)
print("Accuracy:", accuracy_score(test_y, matcher.predict(left_test, right_test)))
# Match probabilities, e.g. to pick a threshold: matcher.predict_proba_matching(left_test, right_test)`;
  return [predict, matching];
}

/** SAP RPT-1 OSS: in-context tabular prediction with a scikit-learn style API. */
export const sapRpt1OssSnippets = (model: ModelData): string[] => {
  const estimator =
    model.pipeline_tag === "tabular-regression"
      ? "SAP_RPT_OSS_Regressor"
      : "SAP_RPT_OSS_Classifier";
  return [
    `# pip install git+https://github.com/SAP-samples/sap-rpt-1-oss
# The estimator downloads its checkpoint from ${commentText(model.id)}.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from sap_rpt_oss import ${estimator}

features, labels = load_breast_cancer(return_X_y=True)
train_x, test_x, train_y, test_y = train_test_split(features, labels, test_size=0.5, random_state=42)
model = ${estimator}(max_context_size=8192, bagging=8)
model.fit(train_x, train_y)
print(model.predict(test_x))`,
  ];
};

/** Chronos: probabilistic time-series forecasts from a pipeline. */
export const chronosForecastingSnippets = (model: ModelData): string[] => {
  const pipelineClass = /bolt/i.test(model.id) ? "BaseChronosPipeline" : "ChronosPipeline";
  return [
    `import pandas as pd
import torch
from chronos import ${pipelineClass}

pipeline = ${pipelineClass}.from_pretrained(${q(model.id)}, device_map="cpu", torch_dtype=torch.bfloat16)
data = pd.read_csv("https://raw.githubusercontent.com/AileenNielsen/TimeSeriesAnalysisWithPython/master/data/AirPassengers.csv")
quantiles, mean = pipeline.predict_quantiles(
    context=torch.tensor(data["#Passengers"]),
    prediction_length=12,
    quantile_levels=[0.1, 0.5, 0.9],
)
print(mean)`,
  ];
};

/**
 * TimesFM: timesfm 2.x loads the 2.5 checkpoints by class; the 1.0 and 2.0 checkpoints need
 * the archived 1.x package (`pip install timesfm==1.3.0`, as the TimesFM README says) and its
 * `TimesFm` class, with the layer settings of the 500M model for 2.0.
 *
 * @example
 * ```ts
 * timesfmSnippets({ id: "google/timesfm-2.0-500m-pytorch", tags: ["timesfm"] });
 * ```
 */
export const timesfmSnippets = (model: ModelData): string[] => {
  const generation = /timesfm-(1\.0|2\.0)-/i.exec(model.id)?.[1];
  if (!generation) {
    return [
      `# Written for timesfm 2.x (pip install "timesfm[torch]")
import numpy as np
import timesfm

model = timesfm.TimesFM_2p5_200M_torch.from_pretrained(${q(model.id)})
model.compile(timesfm.ForecastConfig(max_context=1024, max_horizon=256))
point_forecast, quantile_forecast = model.forecast(horizon=12, inputs=[np.linspace(0, 1, 100)])
print(point_forecast.shape)`,
    ];
  }
  const largeModel =
    generation === "2.0"
      ? [
          "        num_layers=50,",
          "        use_positional_embedding=False,",
          "        context_len=2048,",
        ]
      : [];
  return [
    [
      `# TimesFM ${generation} checkpoints load with the archived package: pip install timesfm==1.3.0`,
      "import numpy as np",
      "import timesfm",
      "",
      "model = timesfm.TimesFm(",
      "    hparams=timesfm.TimesFmHparams(",
      `        backend="gpu",`,
      "        per_core_batch_size=32,",
      "        horizon_len=128,",
      ...largeModel,
      "    ),",
      `    checkpoint=timesfm.TimesFmCheckpoint(huggingface_repo_id=${q(model.id)}),`,
      ")",
      "point_forecast, quantile_forecast = model.forecast([np.linspace(0, 1, 100)], freq=[0])",
      "print(point_forecast.shape)",
    ].join("\n"),
  ];
};

/** TiRex: xLSTM forecasting. */
export const tirexSnippets = (model: ModelData): string[] => [
  `import torch
from tirex import ForecastModel, load_model

model: ForecastModel = load_model(${q(model.id)})
context = torch.rand((5, 128))
quantiles, mean = model.forecast(context=context, prediction_length=64)`,
];

/** timee: time-series embedding and forecasting. */
export const timeeTsSnippets = downloadThen(
  "Load model.safetensors in local_dir with timee (https://github.com/liamsbhoo/timee).",
);

/** Migas (Synthefy): forecasts conditioned on a text summary of the series' context. */
export const synthefyMigasSnippets = (model: ModelData): string[] => [
  `# Install from https://github.com/Synthefy/synthefy-migas (uv sync)
import numpy as np
from migaseval import MigasPipeline

pipeline = MigasPipeline.from_pretrained(${q(model.id)}, device="cuda")
context = np.random.randn(1, 128).astype(np.float32)  # one series, 128 past steps
# The model card describes the two-section summary (facts so far, expectations) it was trained on
summaries = ["FACTUAL SUMMARY:\\nPrices rose steadily over the window."]
forecast = pipeline.predict(context=context, summaries=summaries, pred_len=16)`,
];

/** RouteE-Powertrain: vehicle energy models shipped as ONNX or joblib files. */
export const routeePowertrainSnippets = (model: ModelData): string[] => [
  `# pip install nrel.routee.powertrain
import nrel.routee.powertrain as pt
from huggingface_hub import ${hubDownloadImports(model, [".json", ".onnx"])}

model_path = ${pythonFileDownload(model, [".json", ".onnx"])}
model = pt.load_model(model_path)`,
];
