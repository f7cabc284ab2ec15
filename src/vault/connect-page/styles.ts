/**
 * The connect page's stylesheet, served as a file (the CSP allows no inline
 * styles). System fonts only: nothing is fetched from another origin. The
 * theme's primary color arrives as a second, tiny stylesheet that overrides
 * --primary (theme.ts).
 */
export const CONNECT_CSS = `
:root{
  --primary:#3b5bdb;--primary-contrast:#fff;
  --ink:#111827;--ink-2:#4b5563;--ink-3:#6b7280;--line:#e5e7eb;--bg:#f5f6f8;--card:#fff;
  --ok:#067647;--ok-bg:#ecfdf3;--ok-line:#abefc6;
  --warn:#93370d;--warn-bg:#fffaeb;--warn-line:#fedf89;
  --bad:#b42318;--bad-bg:#fef3f2;--bad-line:#fecdca;
  --info:#175cd3;--info-bg:#eff8ff;--info-line:#b2ddff;
  --radius:14px;--shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.08);
  color-scheme:light;
}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--primary)}
h1,h2,h3{line-height:1.25;margin:0}
h1{font-size:26px;letter-spacing:-.01em}
h2{font-size:17px}
p{margin:0}
.wrap{max-width:880px;margin:0 auto;padding:0 20px}
.skip{position:absolute;left:-9999px;top:8px;z-index:10;background:var(--card);padding:8px 14px;border-radius:8px}
.skip:focus{left:12px}
:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.sandbox{background:#fef0c7;color:#7a2e0e;border-bottom:1px solid #fedf89;font-size:14px;text-align:center;padding:8px 16px}
.sandbox strong{font-weight:700}
.topbar{background:var(--card);border-bottom:1px solid var(--line)}
.topbar .wrap{display:flex;align-items:center;gap:12px;min-height:64px;flex-wrap:wrap;padding-top:8px;padding-bottom:8px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:16px;color:var(--ink);text-decoration:none;margin-right:auto}
.brand img{height:32px;width:auto;max-width:160px;border-radius:6px}
.brand-mark{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:9px;background:var(--primary);color:var(--primary-contrast);font-size:15px}
.who{display:flex;flex-direction:column;align-items:flex-end;font-size:13px;color:var(--ink-2);line-height:1.3}
.who strong{color:var(--ink);font-weight:600}
main.wrap{padding-top:28px;padding-bottom:40px}
.page-head{margin-bottom:24px}
.page-head p{color:var(--ink-2);margin-top:6px;max-width:60ch}
.section{margin-top:28px}
.section h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--ink-3);margin-bottom:10px}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.card{position:relative;display:flex;gap:16px;align-items:center;background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:16px 18px;box-shadow:var(--shadow);transition:border-color .15s,box-shadow .15s}
.card:hover{border-color:#c7cdd6;box-shadow:0 4px 12px rgba(16,24,40,.08)}
.card:focus-within{border-color:var(--primary)}
.logo{flex:none;border-radius:12px;display:block}
.card-body{min-width:0;flex:1}
.card-title{font-size:16px;font-weight:650;margin:0 0 2px}
.card-title a{color:var(--ink);text-decoration:none}
.card-title a::after{content:"";position:absolute;inset:0;border-radius:var(--radius)}
.card-title a:focus-visible{outline:none}
.card-title a:focus-visible::after{outline:3px solid var(--primary);outline-offset:2px}
.card-text{color:var(--ink-2);font-size:14px}
.card-side{display:flex;flex-direction:column;align-items:flex-end;gap:6px;flex:none}
.card-cta{font-size:13px;font-weight:600;color:var(--primary)}
.pill{display:inline-flex;align-items:center;gap:6px;font-size:12px;font-weight:600;border-radius:999px;padding:2px 10px;border:1px solid var(--line);background:#f9fafb;color:var(--ink-2);white-space:nowrap}
.pill::before{content:"";width:7px;height:7px;border-radius:50%;background:currentColor;opacity:.8}
.pill-callable{color:var(--ok);background:var(--ok-bg);border-color:var(--ok-line)}
.pill-added,.pill-authorized{color:var(--info);background:var(--info-bg);border-color:var(--info-line)}
.pill-invalid{color:var(--bad);background:var(--bad-bg);border-color:var(--bad-line)}
.pill-disabled{color:var(--warn);background:var(--warn-bg);border-color:var(--warn-line)}
.crumbs{margin-bottom:18px;font-size:14px}
.crumbs a{text-decoration:none;font-weight:600}
.crumbs a:hover{text-decoration:underline}
.conn-head{display:flex;gap:16px;align-items:center;flex-wrap:wrap;margin-bottom:22px}
.conn-head .logo{width:64px;height:64px;border-radius:16px}
.conn-head-text{flex:1;min-width:200px}
.conn-head-text p{color:var(--ink-2);margin-top:4px}
.panel{background:var(--card);border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow);padding:22px;margin-top:16px}
.panel h2{margin-bottom:6px}
.panel > p{color:var(--ink-2)}
.callout{border-radius:12px;border:1px solid;padding:14px 16px;margin-top:16px;display:flex;gap:12px;align-items:flex-start;flex-wrap:wrap}
.callout-text{flex:1;min-width:220px}
.callout strong{display:block;margin-bottom:2px}
.callout-ok{background:var(--ok-bg);border-color:var(--ok-line);color:#054f31}
.callout-bad{background:var(--bad-bg);border-color:var(--bad-line);color:#7a271a}
.callout-warn{background:var(--warn-bg);border-color:var(--warn-line);color:var(--warn)}
.callout-info{background:var(--info-bg);border-color:var(--info-line);color:#194185}
.form{margin-top:14px;display:grid;gap:16px}
.field{display:grid;gap:6px}
.field label{font-weight:600;font-size:14px}
.req{color:var(--bad);margin-left:2px}
.field input{font:inherit;width:100%;padding:10px 12px;border:1px solid #d0d5dd;border-radius:10px;background:#fff;color:var(--ink);box-shadow:0 1px 2px rgba(16,24,40,.05)}
.field input:focus-visible{outline:3px solid color-mix(in srgb,var(--primary) 35%,transparent);outline-offset:0;border-color:var(--primary)}
.field input[aria-invalid=true]{border-color:var(--bad)}
.hint{font-size:13px;color:var(--ink-3)}
.field-error{font-size:13px;color:var(--bad);font-weight:600}
.actions-row{display:flex;gap:10px;flex-wrap:wrap;align-items:center}
.spaced{margin-top:18px}
.panel h1{font-size:22px;margin-bottom:8px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;font:inherit;font-weight:600;font-size:14px;border-radius:10px;padding:10px 16px;border:1px solid transparent;cursor:pointer;text-decoration:none;line-height:1.2}
.button-primary{background:var(--primary);color:var(--primary-contrast)}
.button-primary:hover{filter:brightness(.94)}
.button-secondary{background:#fff;color:var(--ink);border-color:#d0d5dd}
.button-secondary:hover{background:#f9fafb}
.button-danger{background:#fff;color:var(--bad);border-color:var(--bad-line)}
.button-danger:hover{background:var(--bad-bg)}
.button-danger-solid{background:var(--bad);color:#fff}
.manage{display:grid;gap:0;margin-top:10px}
.manage-row{display:flex;gap:14px;align-items:center;justify-content:space-between;padding:14px 0;border-top:1px solid var(--line);flex-wrap:wrap}
.manage-row:first-child{border-top:0;padding-top:4px}
.manage-row p{color:var(--ink-2);font-size:14px;max-width:52ch}
.manage-row strong{color:var(--ink);display:block}
details.alt{margin-top:16px;border-top:1px solid var(--line);padding-top:14px}
details.alt summary{cursor:pointer;font-weight:600;color:var(--primary);width:max-content;max-width:100%}
.or{display:flex;align-items:center;gap:10px;color:var(--ink-3);font-size:13px;margin-top:18px}
.empty{background:var(--card);border:1px dashed #d0d5dd;border-radius:var(--radius);padding:28px;text-align:center;color:var(--ink-2)}
.notice-page{max-width:520px;margin:40px auto;text-align:center}
.notice-page .panel{padding:32px}
.notice-page h1{margin:14px 0 8px}
.notice-page p{color:var(--ink-2)}
.notice-icon{display:inline-grid;place-items:center;width:52px;height:52px;border-radius:50%;background:var(--warn-bg);color:var(--warn);font-size:24px;font-weight:700}
.site-foot{color:var(--ink-3);font-size:13px;padding-bottom:32px;display:flex;gap:16px;flex-wrap:wrap;border-top:1px solid var(--line);padding-top:16px}
.site-foot a{color:var(--ink-2)}
.secure-note{display:flex;gap:8px;align-items:center;color:var(--ink-3);font-size:13px;margin-top:14px}
@media (max-width:560px){
  h1{font-size:22px}
  .wrap{padding:0 14px}
  .panel{padding:16px}
  .who{align-items:flex-start}
  .card{flex-wrap:wrap}
  .card-side{flex-direction:row;align-items:center;justify-content:space-between;width:100%}
  .manage-row form,.manage-row .button,.actions-row form,.actions-row .button{width:100%}
}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;
