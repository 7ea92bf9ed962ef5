// The preview frame's first script (web/playground/preview.ts): cardtext's preview page script talks
// to its host through the webview API it knows; here that API posts to the playground page.
window.acquireVsCodeApi = function () { return { postMessage: function (m) { parent.postMessage(m, '*'); } }; };
