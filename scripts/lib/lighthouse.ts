/**
 * @file Lighthouse (its default mobile preset: simulated slow 4G and a 4x slower CPU) in Debian's Chromium: the four
 * category scores and LCP / TBT / CLS of a page, as the median of several runs (each in a fresh browser), on a quiet
 * machine or with every core kept busy.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function runOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over `runs` runs. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url));
  const pick = (key: keyof LighthouseFigures) => median(all.map((f) => f[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
  };
}

/**
 * Runs `measure` while every core is kept busy by a process spinning in a loop (the machine under load, as a shared
 * CI runner or a busy laptop is), and stops them afterwards.
 */
export async function withBusyMachine<T>(measure: () => Promise<T>): Promise<{ result: T; burners: number }> {
  const burners = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  try {
    return { result: await measure(), burners: burners.length };
  } finally {
    for (const burner of burners) burner.kill("SIGKILL");
  }
}
