import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("TerraTorch snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS.terratorch.snippets?.(model) ?? [];

  it("build Prithvi and TerraMind backbones from the registry name read from the Hub id", () => {
    expect(snippets({ id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL", tags: [] })).toEqual([
      `# pip install terratorch
from terratorch.registry import BACKBONE_REGISTRY

# Weights come from ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL
model = BACKBONE_REGISTRY.build("prithvi_eo_v2_300_tl", pretrained=True)`,
    ]);
    const [terramind] = snippets({ id: "ibm-esa-geospatial/TerraMind-1.0-base", tags: [] });
    expect(terramind).toContain(`BACKBONE_REGISTRY.build("terramind_v1_base", pretrained=True)`);
  });

  it("run fine-tuned checkpoints through the Lightning CLI with the config they ship", () => {
    const [snippet] = snippets({
      id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-BurnScars",
      tags: [],
      siblings: [
        { rfilename: "burn_scars_config.yaml" },
        { rfilename: "Prithvi_EO_V2_300M_BurnScars.pt" },
      ],
    });
    expect(snippet).toContain(
      `config = hf_hub_download(repo_id="ibm-nasa-geospatial/Prithvi-EO-2.0-300M-BurnScars", filename="burn_scars_config.yaml")`,
    );
    expect(snippet).toContain(`["terratorch", "predict", "-c", config, "--ckpt_path", checkpoint,`);
  });
});

describe("Skala snippets", () => {
  it("load the functional and run a Kohn-Sham calculation in PySCF", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.skala.snippets?.({ id: "microsoft/skala", tags: [] }),
    ).toEqual([
      `# pip install microsoft-skala pyscf
from pyscf import gto
from skala.functional import load_functional
from skala.pyscf import dft

functional = load_functional("skala")  # weights from microsoft/skala
molecule = gto.M(atom="H 0 0 0; H 0 0 0.74", basis="def2-svp")
energy = dft.SkalaRKS(molecule, xc=functional).kernel()
print(energy)`,
    ]);
  });
});
