import { readFileSync } from "node:fs";

/** The server's resident memory now and at its peak so far, in MB, from Linux's /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) / 1024);
  return { rss_mb: mb("VmRSS"), peak_mb: mb("VmHWM") };
}

/**
 * The whole book exported as the lender's administrator downloads it, read
 * as it arrives and thrown away, with the server's RSS before, every 250 ms
 * during, and after.
 */
async function exportOnce({ base, admin, pid }) {
  const before = memoryOf(pid);
  let highest = before.rss_mb;
  const sampler = setInterval(() => {
    highest = Math.max(highest, memoryOf(pid).rss_mb);
  }, 250);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}/portal-files/loans/export.csv`, { headers: { cookie: admin } });
    if (response.status !== 200 || !response.body) throw new Error(`the loans export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  return {
    rows: lines - 1,
    mb: Math.round(bytes / 1024 / 1024),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    rss_before_mb: before.rss_mb,
    rss_highest_mb: Math.max(highest, after.rss_mb),
    rss_after_mb: after.rss_mb,
  };
}

/**
 * The export twice: the first also warms the server (the page's code, V8's
 * heap growing to its working size); a streamed export then holds the second
 * one's highest RSS to about the first's, where one that kept its rows would
 * need their size again.
 */
export async function measureExport(target) {
  const first = await exportOnce(target);
  const second = await exportOnce(target);
  return { name: "loans export, whole book (admin), twice", first, second };
}

const runText = (run) =>
  `${run.rows} rows, ${run.mb} MB in ${run.seconds} s, server RSS ${run.rss_before_mb} MB before, ${run.rss_highest_mb} MB at most, ${run.rss_after_mb} MB after`;

export const formatExportLine = (result) => `${result.name}: first ${runText(result.first)}; second ${runText(result.second)}`;
