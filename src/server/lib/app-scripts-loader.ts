import { createHash } from 'node:crypto';

/** The <template> that holds a server-rendered page's script tags until the page has loaded. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** At the latest this long after the HTML is parsed, even if a picture is still loading (or stalled). */
const LATEST_MS = 3000;

/**
 * Moves the template's tags into the head once the page has loaded and painted, its pictures
 * included (ADR 048), or LATEST_MS after the HTML was parsed: a picture stalled on a dropped link
 * must not keep the page's buttons dead. Inline, so that it costs no request; the CSP allows
 * exactly this text by its hash.
 */
export const APP_SCRIPTS_LOADER = `(function(){var started=false;function start(){if(started)return;started=true;var t=document.getElementById("${APP_SCRIPTS_ID}");if(t)document.head.append(document.importNode(t.content,true))}if(document.readyState==="complete")start();else{addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(start)})},{once:true});addEventListener("DOMContentLoaded",function(){setTimeout(start,${LATEST_MS})},{once:true})}})()`;

/** The CSP source that allows the loader and nothing else inline. */
export const APP_SCRIPTS_LOADER_CSP = `'sha256-${createHash('sha256').update(APP_SCRIPTS_LOADER).digest('base64')}'`;
