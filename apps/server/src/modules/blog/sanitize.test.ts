import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

/** Known XSS vectors (OWASP cheat sheet and friends). None may survive. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p onclick="alert(1)">click</p>',
  '<a href="//evil.example/">protocol-relative</a><img src="//evil.example/x.png">',
  '<img src="/api/auth/me">',
  '<<script>alert(1);//<</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://ok.example" target="_blank" onmouseover="alert(1)">x</a>',
];

const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<style/i,
  /<object|<embed|<form|<input|<meta|<link|<base|<video|<source|<math|<details|<body/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /srcdoc/i,
  /expression\(/i,
  /(src|href)="\/\//i,
  /src="\/api/i,
];

describe('sanitizeArticleHtml', () => {
  it(`removes every one of ${PAYLOADS.length} XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    for (const payload of PAYLOADS) {
      const clean = sanitizeArticleHtml(payload);
      for (const pattern of DANGEROUS) expect(clean, payload).not.toMatch(pattern);
    }
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
      '<pre><code>x = 1</code></pre><hr>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
        '<pre><code>x = 1</code></pre><hr />',
    );
  });

  it('keeps http(s) and mailto links, adding rel', () => {
    const clean = sanitizeArticleHtml(
      '<a href="https://gml.noaa.gov/ccgg/trends/">NOAA</a> <a href="mailto:a@b.co">mail</a>',
    );
    expect(clean).toBe(
      '<a href="https://gml.noaa.gov/ccgg/trends/" rel="noopener noreferrer nofollow">NOAA</a> ' +
        '<a href="mailto:a@b.co" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it('keeps images from http(s) and /uploads/ only', () => {
    expect(sanitizeArticleHtml('<img src="/uploads/0123abcd.png" alt="curve">')).toBe(
      '<img src="/uploads/0123abcd.png" alt="curve" />',
    );
    expect(sanitizeArticleHtml('<img src="https://example.org/a.jpg" alt="">')).toBe(
      '<img src="https://example.org/a.jpg" alt="" />',
    );
    expect(sanitizeArticleHtml('<img src="/uploads/../config.png">')).toBe('');
  });

  it('drops script and style content but keeps the text of unknown tags', () => {
    expect(sanitizeArticleHtml('<div><span>kept</span><script>gone()</script></div>')).toBe('kept');
  });
});
