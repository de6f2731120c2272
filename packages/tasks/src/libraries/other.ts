import type { LibraryUiElement } from "../library-ui-element.js";
import {
  cancertathomev2Snippets,
  chaossimSnippets,
  cloudAgentsSnippets,
  dockingAtHomeSnippets,
  fastprintSnippets,
  quantumpeerSnippets,
} from "./snippets/other.js";

/**
 * Libraries that fit no other family: distributed-computing and research projects.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * OTHER_LIBRARIES["cancertathomev2"].prettyLabel; // "Cancer@HomeV2"
 * ```
 */
export const OTHER_LIBRARIES = {
  cancertathomev2: {
    prettyLabel: "Cancer@HomeV2",
    repoName: "Cancer@HomeV2",
    repoUrl: "https://huggingface.co/OpenPeerAI/CancerAtHomeV2",
    filter: false,
    countDownloads: `path:"run.py"`,
    snippets: cancertathomev2Snippets,
  },
  chaossim: {
    prettyLabel: "ChaosSIM",
    repoName: "ChaosSIM",
    repoUrl: "https://huggingface.co/OpenPeerAI/ChaosSIM/",
    filter: false,
    countDownloads: `path:"ChaosSim.nb"`,
    snippets: chaossimSnippets,
  },
  "docking-at-home": {
    prettyLabel: "Docking@Home",
    repoName: "Docking@Home",
    repoUrl: "https://huggingface.co/OpenPeerAI/DockingAtHOME",
    filter: false,
    countDownloads: `path:"setup.py"`,
    snippets: dockingAtHomeSnippets,
  },
  quantumpeer: {
    prettyLabel: "QuantumPeer",
    repoName: "QuantumPeer",
    repoUrl: "https://github.com/OpenPeer-AI/QuantumPeer",
    filter: false,
    countDownloads: `path_extension:"setup.py"`,
    snippets: quantumpeerSnippets,
  },
  "cloud-agents": {
    prettyLabel: "Cloud Agents",
    repoName: "Cloud Agents",
    repoUrl: "https://huggingface.co/OpenPeerAI/Cloud-Agents",
    filter: false,
    countDownloads: `path:"setup.py"`,
    snippets: cloudAgentsSnippets,
  },
  fastprint: {
    prettyLabel: "Fast Print",
    repoName: "Fast Print",
    repoUrl: "https://huggingface.co/OpenPeerAI/FastPrint",
    countDownloads: `path_extension:"cs"`,
    snippets: fastprintSnippets,
    snippetLanguage: "sh",
  },
} satisfies Record<string, LibraryUiElement>;
