/**
 * A reproducible source of uniform numbers in the open interval (0, 1), from an integer seed.
 * The leaderboard's bootstrap draws from it so that the same votes and the same seed always give
 * the same intervals: a page reload never moves them, and tests never flake. The generator is
 * xoshiro128** (Blackman and Vigna), whose 128-bit state is filled from the seed by splitmix32,
 * so nearby seeds (1, 2, 3…) still give unrelated streams. Only the seed's low 32 bits count.
 * Zero and one are never returned, so `Math.log(random())` is always finite.
 *
 * @example
 * ```ts
 * const random = seededRandom(42);
 * const first = random(); // the same number on every machine, every run
 * seededRandom(42)() === first; // true
 * ```
 */
export function seededRandom(seed: number): () => number {
  let mixer = seed >>> 0;
  const nextSeedWord = (): number => {
    mixer = (mixer + 0x9e3779b9) >>> 0;
    let word = mixer;
    word = Math.imul(word ^ (word >>> 16), 0x85ebca6b);
    word = Math.imul(word ^ (word >>> 13), 0xc2b2ae35);
    return (word ^ (word >>> 16)) >>> 0;
  };
  let s0 = nextSeedWord();
  let s1 = nextSeedWord();
  let s2 = nextSeedWord();
  let s3 = nextSeedWord();
  const rotateLeft = (word: number, bits: number): number =>
    (word << bits) | (word >>> (32 - bits));
  return () => {
    const output = Math.imul(rotateLeft(Math.imul(s1, 5), 7), 9) >>> 0;
    const shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = rotateLeft(s3, 11);
    // Half a step off both ends of the 2^32 grid keeps 0 and 1 out.
    return (output + 0.5) / 4_294_967_296;
  };
}
