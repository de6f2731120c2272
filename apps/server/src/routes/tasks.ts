import type { FastifyInstance } from "fastify";
import { TASKS_DATA } from "@modeldeck/tasks";
import type { Database } from "../db/database.js";
import { mostDownloadedPerPipelineTag } from "../db/task-reads.js";

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
  app.get("/api/tasks", async () => {
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
