import type { ModelData } from "../../model-data.js";
import { downloadThen, hfDownloadCommand } from "../internal/download-snippet.js";

/** Cancer@Home v2: distributed cancer-genomics analysis. */
export const cancertathomev2Snippets = downloadThen(
  "Run local_dir/run.py to join the Cancer@Home v2 computation.",
);

/** ChaosSIM: chaos simulations as Wolfram notebooks. */
export const chaossimSnippets = downloadThen("Open local_dir/ChaosSim.nb in Wolfram Mathematica.");

/** Docking@Home: distributed molecular docking. */
export const dockingAtHomeSnippets = downloadThen(
  "Install with pip install local_dir (it ships a setup.py), then follow its README.",
);

/** QuantumPeer: distributed quantum simulation. */
export const quantumpeerSnippets = downloadThen(
  "Install with pip install local_dir (it ships a setup.py), then follow its README.",
);

/** Cloud Agents: distributed agent framework. */
export const cloudAgentsSnippets = downloadThen(
  "Install with pip install local_dir (it ships a setup.py), then follow its README.",
);

/** Fast Print: C# sources, built with the .NET SDK. */
export const fastprintSnippets = (model: ModelData): string[] => [
  `${hfDownloadCommand(model)}
# Build the C# sources with the .NET SDK (dotnet build) from the downloaded folder`,
];

/** vqweb: quantised embeddings served in the browser (npm package). */
export const vqwebSnippets = (model: ModelData): string[] => [
  `${hfDownloadCommand(model)}
npm install @thinletterio/vqweb
# Load the .vqw file from the downloaded folder with vqweb in your web app`,
];
