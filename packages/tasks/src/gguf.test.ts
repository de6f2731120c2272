import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GGMLQuantizationType, parseGGUFQuantLabel } from "./gguf.js";

describe("GGMLQuantizationType", () => {
  it("uses llama.cpp's numeric codes", () => {
    const numericEntries = Object.entries(GGMLQuantizationType).filter(
      ([, value]) => typeof value === "number",
    );
    expect(Object.fromEntries(numericEntries)).toEqual({
      F32: 0,
      F16: 1,
      Q4_0: 2,
      Q4_1: 3,
      Q5_0: 6,
      Q5_1: 7,
      Q8_0: 8,
      Q8_1: 9,
      Q2_K: 10,
      Q3_K: 11,
      Q4_K: 12,
      Q5_K: 13,
      Q6_K: 14,
      Q8_K: 15,
      IQ2_XXS: 16,
      IQ2_XS: 17,
      IQ3_XXS: 18,
      IQ1_S: 19,
      IQ4_NL: 20,
      IQ3_S: 21,
      IQ2_S: 22,
      IQ4_XS: 23,
      I8: 24,
      I16: 25,
      I32: 26,
      I64: 27,
      F64: 28,
      IQ1_M: 29,
      BF16: 30,
      TQ1_0: 34,
      TQ2_0: 35,
      MXFP4: 39,
      NVFP4: 40,
    });
  });

  it("keeps the specification's codes 0-30 whatever types are added later", () => {
    // ggml's docs/gguf.md lists these numbers; a GGUF reader decodes tensors by them.
    const specification = "F32 F16 Q4_0 Q4_1 - - Q5_0 Q5_1 Q8_0 Q8_1 Q2_K Q3_K Q4_K Q5_K Q6_K Q8_K"
      .concat(
        " IQ2_XXS IQ2_XS IQ3_XXS IQ1_S IQ4_NL IQ3_S IQ2_S IQ4_XS I8 I16 I32 I64 F64 IQ1_M BF16",
      )
      .split(" ");
    specification.forEach((name, code) => {
      if (name !== "-") expect(GGMLQuantizationType[code]).toBe(name);
    });
  });

  it("leaves the retired codes 4 and 5 unused", () => {
    expect(GGMLQuantizationType[4]).toBeUndefined();
    expect(GGMLQuantizationType[5]).toBeUndefined();
  });

  it("maps codes back to names", () => {
    expect(GGMLQuantizationType[12]).toBe("Q4_K");
    expect(GGMLQuantizationType[30]).toBe("BF16");
  });
});

describe("parseGGUFQuantLabel", () => {
  // File names as published on the Hub by llama.cpp users and quantizers.
  const realFileNames: [string, string][] = [
    ["Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
    ["qwen2.5-7b-instruct-q5_k_m-00001-of-00002.gguf", "Q5_K_M"],
    ["gemma-2-9b-it-IQ3_XXS.gguf", "IQ3_XXS"],
    ["llama-2-7b-chat.Q4_K_M.gguf", "Q4_K_M"],
    ["mistral-7b-instruct-v0.2.Q8_0.gguf", "Q8_0"],
    ["Llama-3.2-1B-Instruct-f16.gguf", "F16"],
    ["Llama-3.2-3B-Instruct-BF16.gguf", "BF16"],
    ["tinyllama-1.1b-chat-v1.0.Q2_K.gguf", "Q2_K"],
    ["Mistral-Nemo-Instruct-2407-IQ4_XS.gguf", "IQ4_XS"],
    ["Meta-Llama-3-8B-Instruct.IQ4_NL.gguf", "IQ4_NL"],
    ["DeepSeek-R1-UD-IQ1_S-00001-of-00003.gguf", "UD-IQ1_S"],
    ["Qwen3-30B-A3B-UD-Q4_K_XL.gguf", "UD-Q4_K_XL"],
    ["gemma-2-2b-it-Q4_0_4_8.gguf", "Q4_0_4_8"],
    ["Llama-3-8B-Instruct.i1-IQ2_M.gguf", "IQ2_M"],
    ["Q8_0/Meta-Llama-3.1-70B-Instruct-Q8_0-00001-of-00002.gguf", "Q8_0"],
    ["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
    ["BitNet-b1.58-2B-4T-TQ2_0.gguf", "TQ2_0"],
    ["phi-2.Q5_K_S.gguf", "Q5_K_S"],
    ["Qwen2.5-Coder-32B-Instruct-Q6_K_L.gguf", "Q6_K_L"],
    ["ggml-model-f32.gguf", "F32"],
    ["codellama-7b.Q3_K_L.gguf", "Q3_K_L"],
  ];

  it.each(realFileNames)("reads %s as %s", (name, label) => {
    expect(parseGGUFQuantLabel(name)).toBe(label);
  });

  it("reads today's labels in names shaped like the quantizers' own", () => {
    expect(parseGGUFQuantLabel("UD-Q4_K_XL/Model-UD-Q4_K_XL-00001-of-00003.gguf")).toBe(
      "UD-Q4_K_XL",
    );
    expect(parseGGUFQuantLabel("Model-UD-TQ1_0.gguf")).toBe("UD-TQ1_0");
    expect(parseGGUFQuantLabel("model-mxfp4.gguf")).toBe("MXFP4");
    expect(parseGGUFQuantLabel("Model-NVFP4.gguf")).toBe("NVFP4");
    expect(parseGGUFQuantLabel("Model-TQ1_0.gguf")).toBe("TQ1_0");
    // "UD" only counts as the prefix of a label, never on its own or inside a word.
    expect(parseGGUFQuantLabel("CRUD-Q4_K_M.gguf")).toBe("Q4_K_M");
  });

  it("ignores case and upper-cases the result", () => {
    expect(parseGGUFQuantLabel("model-iq2_xxs.gguf")).toBe("IQ2_XXS");
    expect(parseGGUFQuantLabel("model-Bf16.gguf")).toBe("BF16");
  });

  it("returns the last label when several appear", () => {
    expect(parseGGUFQuantLabel("Q4_K_M/model-Q5_K_S.gguf")).toBe("Q5_K_S");
    expect(parseGGUFQuantLabel("model-F16-Q8_0.gguf")).toBe("Q8_0");
  });

  it("reads a label from a folder when the file name has none", () => {
    expect(parseGGUFQuantLabel("BF16/model-00002-of-00004.gguf")).toBe("BF16");
  });

  it("does not read BF16 as F16 or labels inside longer words", () => {
    expect(parseGGUFQuantLabel("model-bf16.gguf")).toBe("BF16");
    expect(parseGGUFQuantLabel("XQ4_K_M.gguf")).toBeUndefined();
    expect(parseGGUFQuantLabel("model-Q4_KM.gguf")).toBeUndefined();
  });

  it("returns undefined for names without a label", () => {
    expect(parseGGUFQuantLabel("README.md")).toBeUndefined();
    expect(parseGGUFQuantLabel("model-00001-of-00003.gguf")).toBeUndefined();
    // Microsoft's own names use "q4" and "fp16", which are not llama.cpp labels.
    expect(parseGGUFQuantLabel("Phi-3-mini-4k-instruct-q4.gguf")).toBeUndefined();
    expect(parseGGUFQuantLabel("Phi-3-mini-4k-instruct-fp16.gguf")).toBeUndefined();
    expect(parseGGUFQuantLabel("")).toBeUndefined();
  });

  it("finds any known label wherever the name puts it", () => {
    const labels = [
      "Q4_K_M",
      "Q5_K_S",
      "Q8_0",
      "Q4_0_4_8",
      "IQ2_XXS",
      "IQ4_NL",
      "TQ1_0",
      "BF16",
      "F32",
      "MXFP4",
      "NVFP4",
      "TQ2_0",
      "UD-Q4_K_XL",
      "UD-IQ1_M",
    ];
    // Name parts drawn from a-e and digits can never spell a label, so the only label is ours.
    const namePart = fc.stringMatching(/^[a-e0-9]{1,6}$/);
    const separator = fc.constantFrom("-", "_", ".");
    fc.assert(
      fc.property(
        fc.array(namePart, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...labels),
        separator,
        fc.boolean(),
        fc.boolean(),
        (parts, label, joiner, lowerCase, split) => {
          const written = lowerCase ? label.toLowerCase() : label;
          const suffix = split ? "-00002-of-00005" : "";
          const name = `${parts.join("-")}${joiner}${written}${suffix}.gguf`;
          expect(parseGGUFQuantLabel(name)).toBe(label);
        },
      ),
    );
  });
});
