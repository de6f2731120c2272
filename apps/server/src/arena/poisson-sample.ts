/** log(k!) for k < 10, where Stirling's series below is not yet accurate to 1e-10. */
const SMALL_LOG_FACTORIALS = Array.from({ length: 10 }, (_, k) => {
  let sum = 0;
  for (let factor = 2; factor <= k; factor += 1) sum += Math.log(factor);
  return sum;
});

/** log(k!) for a non-negative integer k: a table below 10, Stirling's series above. */
function logFactorial(k: number): number {
  const small = SMALL_LOG_FACTORIALS[k];
  if (small !== undefined) return small;
  const x = k + 1;
  const inverse = 1 / x;
  const inverseSquared = inverse * inverse;
  return (
    (x - 0.5) * Math.log(x) -
    x +
    0.5 * Math.log(2 * Math.PI) +
    inverse * (1 / 12 - inverseSquared * (1 / 360 - inverseSquared / 1260))
  );
}

/** Inversion by sequential search: cheap while the mean is small (about mean + 1 steps). */
function smallMeanSample(mean: number, random: () => number): number {
  const target = random();
  let k = 0;
  let probability = Math.exp(-mean);
  let cumulative = probability;
  // The cap only guards against rounding leaving `cumulative` just under `target` forever.
  while (target > cumulative && k < 1000) {
    k += 1;
    probability *= mean / k;
    cumulative += probability;
  }
  return k;
}

/**
 * Hörmann's transformed rejection with squeeze (PTRS, 1993): constant expected time for any mean
 * of 10 or more, which matters because one pair of models may hold a million votes.
 */
function largeMeanSample(mean: number, random: () => number): number {
  const logMean = Math.log(mean);
  const b = 0.931 + 2.53 * Math.sqrt(mean);
  const a = -0.059 + 0.02483 * b;
  const logInverseAlpha = Math.log(1.1239 + 1.1328 / (b - 3.4));
  const acceptAtOnce = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    const u = random() - 0.5;
    const v = random();
    const distance = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / distance + b) * u + mean + 0.43);
    if (distance >= 0.07 && v <= acceptAtOnce) return k;
    if (k < 0 || (distance < 0.013 && v > distance)) continue;
    const logEnvelope = Math.log(v) + logInverseAlpha - Math.log(a / (distance * distance) + b);
    if (logEnvelope <= -mean + k * logMean - logFactorial(k)) return k;
  }
}

/**
 * One draw from the Poisson distribution with the given mean, using `random` (uniform in (0, 1),
 * e.g. `seededRandom`). The bootstrap replaces each count `c` of the vote table by a draw with
 * mean `c`: the same as giving every single vote an independent Poisson(1) weight, which is the
 * "Poisson bootstrap" and needs no vote-level data. A mean of zero always gives zero.
 *
 * @example
 * ```ts
 * const random = seededRandom(7);
 * poissonSample(3, random); // 0, 1, 2, … averaging 3
 * poissonSample(250_000, random); // about 250,000 ± 500, in constant time
 * ```
 */
export function poissonSample(mean: number, random: () => number): number {
  if (!(mean >= 0) || !Number.isFinite(mean))
    throw new RangeError(`A Poisson mean must be finite and not negative, not ${mean}.`);
  if (mean === 0) return 0;
  return mean < 10 ? smallMeanSample(mean, random) : largeMeanSample(mean, random);
}
