import { describe, expect, it } from "vitest";
import { lockstepTurns } from "./chat-lockstep";

describe("lockstepTurns", () => {
  it("lines every column's answers up by user turn, a failed turn staying unanswered", () => {
    const turns = lockstepTurns([
      [
        { role: "user", content: "What is the capital of France?" },
        { role: "assistant", content: "Paris." },
        { role: "user", content: "And of Italy?" },
        { role: "assistant", content: "Rome." },
      ],
      [
        { role: "user", content: "What is the capital of France?" },
        { role: "assistant", content: "" },
        { role: "user", content: "And of Italy?" },
        { role: "assistant", content: "The capital of Italy is Rome." },
      ],
    ]);
    expect(turns).toEqual([
      { user: "What is the capital of France?", answers: ["Paris.", ""] },
      { user: "And of Italy?", answers: ["Rome.", "The capital of Italy is Rome."] },
    ]);
  });
});
