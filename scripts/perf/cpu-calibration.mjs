// Lighthouse's CPU slowdown, calibrated to the host. Its default 4x assumes a host in the
// high-end desktop band (benchmarkIndex about 1500-2000) and lands it on a mid-tier phone;
// a slower host at 4x emulates a slower phone, a faster one a faster phone, so the same
// page scores 93 on one host and 100 on another (README, Budgets). Lighthouse's throttling
// guide (docs/throttling.md, "Calibrating the CPU slowdown") sends users to its maintainers'
// calculator for the multiplier that targets a mid-tier phone; no package publishes it,
// so its piecewise-linear formula is copied here, with the calculator's anchor points:
// https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator (pages/index.js)

/** The multiplier the calculator gives for a host's Lighthouse benchmarkIndex. */
export function cpuSlowdownForBenchmarkIndex(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`cpu calibration: no benchmarkIndex to calibrate from (${benchmarkIndex})`);
  // 1300 = 3x, 1533 = 4x, 1766 = 5x, 2000 = 6x
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 = 2x, 1300 = 3x
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 = 1x, 800 = 2x; below 150 the calculator gives no multiplier: no slowdown
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
