import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { TASKS_DATA } from "@modeldeck/tasks";
import type { Database } from "../db/database.js";
import { mostDownloadedPerPipelineTag } from "../db/task-reads.js";
import { keyedById } from "./api-schemas.js";

const TASKS_SCHEMA = {
  description: "The task catalogue keyed by task id, in the Hub's shape",
  response: {
    200: keyedById(
      Type.Object(
        {
          id: Type.String(),
          label: Type.String(),
          libraries: Type.Array(Type.String()),
          widgetModels: Type.Array(Type.String(), {
            description: "The inference client's default models; never empty when one is stored",
          }),
        },
        // The rest of a task page (models, datasets, demo, about…) passes through unchanged.
        { additionalProperties: true },
      ),
      "Tasks by id",
    ),
  },
};

/**
 * `GET /api/tasks`: the task catalogue keyed by task id, in the Hub's shape, with
 * `widgetModels` (the inference client's default model per task) never left empty when the
 * database has a model for the task.
 *
 * @example
 * ```ts
 * app.register(taskRoutes, { database });
 * ```
 */
export async function taskRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  app.get("/api/tasks", { schema: TASKS_SCHEMA }, async () => {
    const tasks = Object.values(TASKS_DATA).map((task) => ({
      ...task,
      widgetModels: task.widgetModels.filter((id) => id.length > 0),
    }));
    const missing = tasks.filter((task) => task.widgetModels.length === 0).map((task) => task.id);
    const fallback = await mostDownloadedPerPipelineTag(options.database, missing);
    return Object.fromEntries(
      tasks.map((task) => {
        const model = fallback.get(task.id);
        return [task.id, model === undefined ? task : { ...task, widgetModels: [model] }];
      }),
    );
  });
}
