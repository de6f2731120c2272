import { describe, expect, it } from "vitest";
import { runWithStubs } from "@modeldeck/test-support/stubbed-shell";
import type { ModelData } from "../model-data.js";
import { LOCAL_APPS, type LocalApp } from "./index.js";

// The reproduction of issue 27: a repository anyone could import, whose one file name closes
// the word it is pasted in and runs `touch PWNED`.
const ATTACKER: ModelData = {
  id: "attacker/gguf-rce",
  pipeline_tag: "text-generation",
  library_name: "gguf",
  tags: ["gguf"],
  gguf: { total: 1000, architecture: "llama", context_length: 4096 },
  siblings: [{ rfilename: "m;touch${IFS}PWNED;#-Q4_K_M.gguf" }],
};
const FILE = ATTACKER.siblings?.[0]?.rfilename ?? "";

const apps = Object.entries(LOCAL_APPS as Record<string, LocalApp>).filter(
  ([, app]) => app.snippet && app.displayOnModelPage(ATTACKER),
);
const runs = apps.flatMap(([id, app]) =>
  (app.snippet?.(ATTACKER) ?? []).flatMap((block, index) =>
    [block.content].flat().map((code, part) => ({ name: `${id} #${index}.${part}`, code })),
  ),
);
const outcomes = runWithStubs(runs, "PWNED");

describe("the attacker/gguf-rce repository's commands pasted into bash", () => {
  it("are offered by the apps that run GGUF files, LocalAI, KoboldCpp and RamaLama among them", () => {
    const ids = apps.map(([id]) => id);
    for (const id of ["localai", "koboldcpp", "ramalama", "text-generation-webui", "llama.cpp"]) {
      expect(ids).toContain(id);
    }
  });

  it("create no PWNED file", () => {
    expect(outcomes.filter((outcome) => outcome.markers.length > 0).map((run) => run.name)).toEqual(
      [],
    );
  });

  it("hand LocalAI the file name whole", () => {
    const localAi = outcomes.find((outcome) => outcome.name === "localai #0.0");
    expect(localAi?.calls).toEqual([
      { command: "local-ai", args: ["run", `huggingface://attacker/gguf-rce/${FILE}`], stdin: "" },
    ]);
  });

  it("download and load the file under its own name in KoboldCpp and RamaLama", () => {
    const kobold = outcomes.find((outcome) => outcome.name === "koboldcpp #0.0");
    expect(kobold?.calls.map((call) => [call.command, ...call.args])).toEqual([
      [
        "curl",
        "-L",
        "-o",
        FILE,
        `https://huggingface.co/attacker/gguf-rce/resolve/main/${encodeURIComponent(FILE)}`,
      ],
      ["koboldcpp", "--model", FILE, "--contextsize", "8192"],
    ]);
    const ramalama = outcomes.find((outcome) => outcome.name === "ramalama #0.0");
    expect(ramalama?.calls[0]?.args).toEqual(["run", `huggingface://attacker/gguf-rce/${FILE}`]);
  });
});
