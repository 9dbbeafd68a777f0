// Renders a slidebench report.html in headless Chromium and checks what a reader meets first:
// the verdict on the first screen, no sideways scrolling at 800 px, every image decoding, every
// in-page link landing on an element. Talks to Chromium over the DevTools protocol with Node's own
// WebSocket (Node >= 22, or 20.10+ with --experimental-websocket), so it needs no npm packages.
// Usage: node check-report.mjs REPORT.html SCREENSHOT_DIR   (check-report.sh is the front end)
// Exit: 0 all checks passed, 1 a check failed (one line per failure on stdout), 2 cannot run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const VIEWPORTS = [
  { width: 1400, height: 900 },
  { width: 800, height: 900 },
];
const TIMEOUT_MS = 60_000;

const DEBUG = process.env.CHECK_REPORT_DEBUG === '1';
function debug(message) {
  if (DEBUG) process.stderr.write(`check-report: [${new Date().toISOString()}] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`check-report: ${message}\n`);
  process.exit(2);
}

const [reportArg, shotsArg] = process.argv.slice(2);
if (!reportArg || !shotsArg) fail('usage: check-report.mjs REPORT.html SCREENSHOT_DIR');
const report = resolve(reportArg);
if (!existsSync(report)) fail(`${reportArg}: no such file`);
if (typeof WebSocket !== 'function') fail('this Node has no WebSocket (needs Node 22+, or 20.10+ with --experimental-websocket)');
const chromium = process.env.CHROMIUM || 'chromium';
mkdirSync(shotsArg, { recursive: true });

const profile = mkdtempSync(join(tmpdir(), 'check-report-'));
const browser = spawn(chromium, [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--hide-scrollbars', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
], { stdio: ['ignore', 'ignore', 'pipe'] });
let browserLog = '';
browser.stderr.on('data', (chunk) => { browserLog = (browserLog + chunk).slice(-4000); });
browser.on('error', (e) => fail(`cannot start ${chromium}: ${e.message}`));

const timer = setTimeout(() => { cleanup(); fail(`no result within ${TIMEOUT_MS / 1000} s`); }, TIMEOUT_MS);
function cleanup() {
  clearTimeout(timer);
  browser.kill('SIGKILL');
  try { rmSync(profile, { recursive: true, force: true }); } catch { /* the profile is a temp dir */ }
}

/** The browser writes its DevTools port and path to this file once it listens. */
async function devtoolsEndpoint() {
  const file = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 300; i++) {
    if (existsSync(file)) {
      const [port, path] = readFileSync(file, 'utf8').split('\n');
      if (port && path) return `ws://127.0.0.1:${port}${path}`;
    }
    if (browser.exitCode !== null) fail(`${chromium} exited with ${browser.exitCode}: ${browserLog.trim().split('\n').pop()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`${chromium} did not open its DevTools port: ${browserLog.trim().split('\n').pop() ?? ''}`);
}

class Cdp {
  constructor(url) {
    this.socket = new WebSocket(url);
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    this.socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.id && this.pending.has(message.id)) {
        const { resolve: ok, reject } = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else ok(message.result);
      } else if (message.method) {
        for (const listener of this.listeners) listener(message);
      }
    };
  }
  open() {
    return new Promise((ok, reject) => {
      this.socket.onopen = ok;
      this.socket.onerror = () => reject(new Error('cannot connect to the DevTools WebSocket'));
    });
  }
  send(method, params = {}, sessionId) {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((ok, reject) => this.pending.set(id, { resolve: ok, reject }));
  }
  once(method, sessionId) {
    return new Promise((ok) => {
      const listener = (message) => {
        if (message.method === method && message.sessionId === sessionId) {
          this.listeners = this.listeners.filter((l) => l !== listener);
          ok(message.params);
        }
      };
      this.listeners.push(listener);
    });
  }
}

// Runs inside the page. Returns findings as plain data; the checks' rules live here.
async function inspect() {
  const out = { failures: [], facts: {} };
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  out.facts.viewport = `${window.innerWidth}x${height}`;
  window.scrollTo(0, 0);

  const verdict = document.getElementById('verdict');
  if (!verdict) {
    out.failures.push('no element with id "verdict"');
  } else {
    const box = verdict.getBoundingClientRect();
    out.facts.verdictTop = Math.round(box.top + window.scrollY);
    // At least its first line (~40 px) must show without scrolling.
    if (box.height === 0 || box.top + window.scrollY > height - 40) {
      out.failures.push(`verdict starts at y=${Math.round(box.top + window.scrollY)} px, below the first screen (${height} px)`);
    }
  }

  const pageWidth = document.documentElement.scrollWidth;
  out.facts.pageWidth = pageWidth;
  if (pageWidth > width) {
    // Name the widest elements that stick out and are not inside a scrolling box.
    const culprits = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 0.5 || box.width === 0) continue;
      let clipped = false;
      for (let p = element.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX !== 'visible') { clipped = true; break; }
      }
      if (!clipped) culprits.push({ box, element });
    }
    culprits.sort((a, b) => b.box.right - a.box.right);
    const names = [];
    for (const { element } of culprits) {
      if (culprits.some((c) => c.element !== element && c.element.contains(element))) continue;
      const id = element.id ? `#${element.id}` : '';
      const cls = element.classList.length ? `.${[...element.classList].join('.')}` : '';
      names.push(`<${element.tagName.toLowerCase()}${id}${cls}> ${Math.round(element.getBoundingClientRect().width)} px`);
      if (names.length === 3) break;
    }
    out.failures.push(`page scrolls sideways: ${pageWidth} px wide in a ${width} px window (${names.join(', ') || 'no single element found'})`);
  }

  const images = [...document.images];
  out.facts.images = images.length;
  const decoded = await Promise.all(images.map(async (img) => {
    img.loading = 'eager';
    try { await img.decode(); } catch { /* naturalWidth tells */ }
    return img.naturalWidth > 0;
  }));
  images.forEach((img, i) => {
    if (!decoded[i]) {
      const src = img.getAttribute('src') || '';
      out.failures.push(`image does not decode: ${img.alt ? `"${img.alt.slice(0, 60)}" ` : ''}src=${src.slice(0, 60)}${src.length > 60 ? '...' : ''}`);
    }
  });

  // Tables: a column behind a table's own scroll, or hidden by a narrow-page rule, is one a reader
  // does not see. Key columns (th.key: name, speed, slowdown, table bytes) must show at every size;
  // at 1200 px and wider every column must.
  const wide = width >= 1200;
  [...document.querySelectorAll('table')].forEach((table, t) => {
    let box = table.getBoundingClientRect();
    for (let p = table.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') { box = p.getBoundingClientRect(); break; }
    }
    const heading = (() => {
      for (let e = table.closest('.scroll') || table; e; e = e.previousElementSibling) {
        if (/^H[1-6]$/.test(e.tagName)) return e.textContent.trim().slice(0, 60);
      }
      return `table ${t + 1}`;
    })();
    const cut = [];
    for (const th of table.querySelectorAll('thead th, tr:first-child th')) {
      const name = th.textContent.trim().replace(/\s+/g, ' ');
      const hiddenByRule = getComputedStyle(th).display === 'none';
      const r = th.getBoundingClientRect();
      const behindScroll = !hiddenByRule && (r.right > box.right + 1 || r.left < box.left - 1);
      if (!hiddenByRule && !behindScroll) continue;
      const how = hiddenByRule ? 'hidden' : 'behind the scroll';
      if (th.classList.contains('key')) {
        out.failures.push(`table "${heading}": key column "${name}" ${how}`);
      } else if (wide) {
        cut.push(`"${name}" (${how})`);
      }
    }
    if (cut.length > 0) out.failures.push(`table "${heading}" does not fit: ${cut.join(', ')}`);
  });

  // Charts: every text of an SVG chart inside its canvas and not shortened with an ellipsis. The SVG is
  // drawn once off-screen at its own size, so this holds whatever the window (checked at the wide one).
  let cutLabels = 0;
  if (wide) {
    const stage = document.createElement('div');
    stage.style.cssText = 'position:absolute;left:-20000px;top:0';
    document.body.appendChild(stage);
    for (const img of images) {
      const src = img.getAttribute('src') || '';
      const prefix = 'data:image/svg+xml;base64,';
      if (!src.startsWith(prefix)) continue;
      let svgText;
      try { svgText = new TextDecoder().decode(Uint8Array.from(atob(src.slice(prefix.length)), (c) => c.charCodeAt(0))); } catch { continue; }
      const svg = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
      if (svg.nodeName !== 'svg') continue;
      stage.replaceChildren(document.importNode(svg, true));
      const root = stage.firstElementChild.getBoundingClientRect();
      const name = (img.alt || 'chart').split(/[:.]/)[0].slice(0, 60);
      for (const text of stage.querySelectorAll('text')) {
        const label = text.textContent.trim();
        if (label === '') continue;
        const r = text.getBoundingClientRect();
        const outside = r.left < root.left - 1 || r.right > root.right + 1 || r.top < root.top - 1 || r.bottom > root.bottom + 1;
        if (outside) out.failures.push(`chart "${name}": label "${label.slice(0, 50)}" runs past the edge`);
        if (label.endsWith('\u2026')) out.failures.push(`chart "${name}": label "${label.slice(0, 50)}" is shortened`);
        if (outside || label.endsWith('\u2026')) cutLabels++;
      }
    }
    stage.remove();
  }
  out.facts.cutLabels = cutLabels;

  const links = [...document.querySelectorAll('a[href^="#"]')];
  out.facts.inPageLinks = links.length;
  // DESIGN: the verdict is followed by a table of contents; a report without in-page links has none.
  if (links.length === 0) out.failures.push('no table of contents: the page has no in-page (#...) links');
  for (const link of links) {
    const raw = link.getAttribute('href').slice(1);
    let id = raw;
    try { id = decodeURIComponent(raw); } catch { /* keep raw */ }
    // HTML: "#" and "#top" scroll to the top without a target.
    if (id === '' || id.toLowerCase() === 'top') continue;
    if (!document.getElementById(id) && document.getElementsByName(id).length === 0) {
      out.failures.push(`link "${link.textContent.trim().slice(0, 50)}" points to #${raw}, which no element has as id`);
    }
  }
  return out;
}

async function main() {
  const cdp = new Cdp(await devtoolsEndpoint());
  await cdp.open();
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
  await cdp.send('Page.enable', {}, sessionId);
  await cdp.send('Runtime.enable', {}, sessionId);
  const failures = [];
  const summary = [];
  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    await cdp.send('Emulation.setDeviceMetricsOverride',
      { width: viewport.width, height: viewport.height, deviceScaleFactor: 1, mobile: false }, sessionId);
    const loaded = cdp.once('Page.loadEventFired', sessionId);
    const navigation = await cdp.send('Page.navigate', { url: pathToFileURL(report).href }, sessionId);
    if (navigation.errorText) fail(`${report}: ${navigation.errorText}`);
    await loaded;
    debug(`${size}: loaded`);
    const evaluation = await cdp.send('Runtime.evaluate',
      { expression: `(${inspect.toString()})()`, awaitPromise: true, returnByValue: true }, sessionId);
    if (evaluation.exceptionDetails) fail(`checking the page failed: ${evaluation.exceptionDetails.exception?.description ?? evaluation.exceptionDetails.text}`);
    const result = evaluation.result.value;
    debug(`${size}: inspected`);
    // Every check at both sizes, except sideways overflow, which the brief asks of the narrow window only.
    for (const failure of result.failures) {
      if (viewport.width !== 800 && failure.startsWith('page scrolls sideways')) continue;
      failures.push(`FAIL ${size}: ${failure}`);
    }
    summary.push(`${size}: verdict at y=${result.facts.verdictTop ?? '-'}, page ${result.facts.pageWidth} px wide, `
      + `${result.facts.images} images, ${result.facts.inPageLinks} in-page links`);

    const first = await cdp.send('Page.captureScreenshot', { format: 'png' }, sessionId);
    writeFileSync(join(shotsArg, `report-${size}.png`), Buffer.from(first.data, 'base64'));
    const metrics = await cdp.send('Page.getLayoutMetrics', {}, sessionId);
    const content = metrics.cssContentSize || metrics.contentSize;
    debug(`${size}: content ${Math.round(content.width)}x${Math.round(content.height)}`);
    // The full page: a window as tall as the content (capped), then back to the screen size.
    const fullHeight = Math.min(Math.ceil(content.height), 16_000);
    await cdp.send('Emulation.setDeviceMetricsOverride',
      { width: viewport.width, height: fullHeight, deviceScaleFactor: 1, mobile: false }, sessionId);
    const full = await cdp.send('Page.captureScreenshot', { format: 'png' }, sessionId);
    debug(`${size}: full-page screenshot taken`);
    writeFileSync(join(shotsArg, `report-${size}-full.png`), Buffer.from(full.data, 'base64'));
  }
  cleanup();
  for (const line of summary) process.stdout.write(`check-report: ${line}\n`);
  process.stdout.write(`check-report: screenshots in ${resolve(shotsArg)}\n`);
  for (const line of failures) process.stdout.write(`${line}\n`);
  process.stdout.write(failures.length === 0
    ? 'check-report: all checks passed\n'
    : `check-report: ${failures.length} check${failures.length === 1 ? '' : 's'} failed\n`);
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((e) => { cleanup(); fail(e.message); });
