import { checkPythonSyntax } from "@modeldeck/test-support/syntax-check";
import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

// The snippets need no file list: FlexTab's estimators fetch their checkpoint themselves.
const flextab: ModelData = corpusModel("SAP/FlexTab");

const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.flextab.snippets?.(model) ?? [];

describe("FlexTab snippets", () => {
  it("fit and predict with FlexTabClassifier, installed from SAP's repository", () => {
    const [classify] = snippets(flextab);
    expect(classify).toContain("# pip install git+https://github.com/SAP-samples/flextab");
    expect(classify).toContain("SAP/FlexTab");
    expect(classify).toContain("from flextab import FlexTabClassifier");
    expect(classify).toContain("classifier = FlexTabClassifier(max_context_size=8192, bagging=8)");
    expect(classify).toContain("classifier.fit(train_x, train_y)");
    expect(classify).toContain("classifier.predict_proba(test_x)");
    // No instruction to go and find a checkpoint file by hand.
    expect(classify).not.toContain("snapshot_download");
  });

  it("use FlexTabRegressor for a regression model", () => {
    const [regress] = snippets({ ...flextab, pipeline_tag: "tabular-regression" });
    expect(regress).toContain("from flextab import FlexTabRegressor");
    expect(regress).toContain("regressor.predict(test_x)");
    expect(regress).not.toContain("FlexTabClassifier");
  });

  it("show record matching with FlexTabMatcher on the Febrl4 pairs the package ships", () => {
    const matching = snippets(flextab)[1];
    expect(matching).toContain("from flextab import FlexTabMatcher");
    expect(matching).toContain("from flextab.utils.test_utils import load_febrl4");
    expect(matching).toContain("matcher.fit(left_train, right_train, train_y)");
  });

  it("are valid Python", () => {
    const all = [
      ...snippets(flextab),
      ...snippets({ ...flextab, pipeline_tag: "tabular-regression" }),
    ].map((code, index) => ({ name: `flextab #${index}`, code }));
    expect(checkPythonSyntax(all)).toEqual([]);
  });

  it("are offered for both tabular tasks", () => {
    expect(MODEL_LIBRARIES_UI_ELEMENTS.flextab.pipelines).toEqual([
      "tabular-classification",
      "tabular-regression",
    ]);
  });
});
