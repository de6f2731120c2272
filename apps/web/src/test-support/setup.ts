// Component tests wait for lazy chunks and loopback responses; on a shared CI machine these can
// take longer than Testing Library's default one second, so give every wait more room. Nothing
// here is a timing assertion.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
