import { useRef } from "react";
import type { PipelineType } from "@modeldeck/tasks";
import { useApiClient } from "../../lib/api-client";
import type { RecordedExchange } from "../../lib/run/recording-fetch";
import type { TaskOutput } from "../../lib/run/task-output";
import type { TryInput } from "../../lib/run/try-input";
import { outputSize, type ColumnRun } from "../../lib/run/column-run";
import { storeBlob } from "../../lib/run/compare-api";
import type { BlobReference, CompareSetup } from "../../lib/run/compare-setup";
import { SaveRun } from "./save-run";

/**
 * "Copy link" and "Save run" for one try-it run: the same permalink (the compare screen with one
 * column) and the same saved-run shape as a comparison, the input file stored by hash first.
 *
 * @example
 * ```tsx
 * <TryRunShare task="object-detection" modelId="facebook/detr-resnet-50" provider="hf-inference" chat={false} input={input} output={output} exchange={exchange} />
 * ```
 */
export function TryRunShare(props: {
  task: PipelineType;
  modelId: string;
  provider: string;
  chat: boolean;
  input: TryInput;
  output?: TaskOutput;
  exchange?: RecordedExchange;
}) {
  const api = useApiClient();
  const stored = useRef<{ blob: Blob; reference: BlobReference } | undefined>(undefined);
  const { input, exchange } = props;
  const run: ColumnRun = {
    status: "done",
    output: props.output,
    transcript: props.chat ? input.history : [],
    firstTokenMs: exchange?.firstTokenAfter ?? exchange?.headersAfter,
    totalMs: exchange?.totalAfter,
    outputBytes: props.output ? outputSize(props.output) : undefined,
  };
  const setup = async (): Promise<CompareSetup> => {
    const { file, fileUrl, fileName: _name, history: _history, ...typed } = input;
    if (file && stored.current?.blob !== file) {
      stored.current = { blob: file, reference: await storeBlob(api, file) };
    }
    return {
      task: props.task,
      columns: [{ model: props.modelId, provider: props.provider }],
      chat: props.chat,
      input: typed,
      ...(file && stored.current
        ? { file: stored.current.reference }
        : fileUrl
          ? { exampleFile: fileUrl }
          : {}),
    };
  };
  return <SaveRun setup={setup} runs={[run]} />;
}
