// cardtext's page script, for the `cardtext render` gallery and the VS Code webviews alike.
// It never evaluates strings and never writes HTML it did not get from cardtext's renderer (which
// escapes all user text); under the pages' Content-Security-Policy it is the only script that runs.
//  1. shrink-to-fit: step each card's rules text down (.fit-0 … .fit-8) until it fits its box,
//     and mark the box .overflows when even the smallest size doesn't fit; one-line texts (names,
//     type lines, the collector line) step down to a floor (.lf-1 … .lf-5), then are condensed
//     across until they fit (never cut), and marked .line-overflows if even that cannot fit them;
//     window.cardtextOverflows() lists, measured in the page, every text that is past its box;
//  2. the overview: clicking a bar, a table cell or a count lists its cards and scrolls to them
//     (marked, in the gallery) or to the list (in VS Code); clicking a card name jumps to the card
//     (in the gallery) or to its line (in VS Code);
//  3. in a webview: show what the extension posts (the card under the cursor, the overview).
(function () {
  'use strict';
  var lastStep = 8;
  var vscode = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : undefined;
  var nonce = (document.currentScript && document.currentScript.nonce) || '';

  function stepOf(box) {
    var m = /(?:^|\s)fit-(\d+)(?:\s|$)/.exec(box.className);
    return m ? Number(m[1]) : 0;
  }
  // The text must fit inside the box's padding, not merely inside its border.
  function overflowing(box) {
    var text = box.firstElementChild;
    if (!text) return false;
    var style = getComputedStyle(box);
    var inner = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return text.offsetHeight > inner + 1;
  }
  // Batched passes (all reads, then all writes) so a page of thousands of cards lays out a few
  // times, not once per card and step.
  function fitText(root) {
    fitLines(root);
    var boxes = Array.prototype.slice.call((root || document).querySelectorAll('.text-box'));
    // Start a little above the renderer's estimate (it may have shrunk too far), then step down.
    boxes.forEach(function (box) {
      if (!box.hasAttribute('data-fit-start')) box.setAttribute('data-fit-start', String(Math.max(0, stepOf(box) - 2)));
      box.classList.remove('overflows', 'fit-' + stepOf(box));
      box.classList.add('fit-' + box.getAttribute('data-fit-start'));
    });
    for (var pass = 0; pass <= lastStep && boxes.length > 0; pass++) {
      var over = boxes.filter(overflowing);
      over.forEach(function (box) {
        var step = stepOf(box);
        if (step >= lastStep) {
          box.classList.add('overflows');
          return;
        }
        box.classList.remove('fit-' + step);
        box.classList.add('fit-' + (step + 1));
      });
      boxes = over.filter(function (box) { return !box.classList.contains('overflows'); });
    }
    var flagged = (root || document).querySelectorAll('.card-entry');
    Array.prototype.forEach.call(flagged, function (entry) {
      entry.classList.toggle('overflows', !!entry.querySelector('.text-box.overflows'));
    });
  }

  // One-line texts: the size steps (.lf-N) and the narrowest condensing; two passes of reads, then
  // writes, so a page of hundreds of cards lays out three times in all.
  var lineSizes = [1, 0.96, 0.92, 0.88, 0.84, 0.8];
  var minCondense = 60;
  function lineStepOf(el) {
    var m = /(?:^|\s)lf-(\d)(?:\s|$)/.exec(el.className);
    return m ? Number(m[1]) : 0;
  }
  function condensedOf(el) {
    var m = /(?:^|\s)(cx-\d+)(?:\s|$)/.exec(el.className);
    return m ? m[1] : '';
  }
  function fitLines(root) {
    var lines = Array.prototype.slice.call((root || document).querySelectorAll('.one-line')).filter(function (el) {
      return el.firstElementChild && el.firstElementChild.classList.contains('line-text');
    });
    lines.forEach(function (el) {
      el.classList.remove('line-overflows', 'lf-' + lineStepOf(el));
      if (condensedOf(el)) el.classList.remove(condensedOf(el));
    });
    // offsetWidth is the layout's width (whole pixels, transforms aside): one pixel is kept spare.
    var sized = lines.map(function (el) { return { el: el, room: el.clientWidth, need: el.firstElementChild.offsetWidth + 1 }; })
      .filter(function (l) { return l.room > 0 && l.need > l.room; });
    sized.forEach(function (l) {
      var ratio = l.room / l.need;
      var step = 1;
      while (step < lineSizes.length - 1 && lineSizes[step] > ratio) step++;
      l.el.classList.add('lf-' + step);
    });
    var still = sized.map(function (l) { return { el: l.el, room: l.el.clientWidth, need: l.el.firstElementChild.offsetWidth + 1 }; })
      .filter(function (l) { return l.need > l.room; });
    // Condensed in whole percents (the stylesheet's .cx-N), rounded down so the line fits.
    still.forEach(function (l) {
      var percent = Math.floor((l.room / l.need) * 100);
      if (percent < minCondense) {
        percent = minCondense;
        l.el.classList.add('line-overflows');
      }
      l.el.classList.add('cx-' + Math.min(99, percent));
    });
  }

  // What a card's texts look like from outside: every text drawn past the box that holds it, as
  // the page lays it out (the text's own rectangles, transforms included). For the image checks
  // (and anyone curious): [{ card, face, part, text }].
  function pastBox(inner, outer, slack) {
    return inner.right > outer.right + slack || inner.left < outer.left - slack || inner.bottom > outer.bottom + slack || inner.top < outer.top - slack;
  }
  function textRect(el) {
    var range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  }
  window.cardtextOverflows = function (root) {
    var found = [];
    function add(el, part) {
      var entry = el.closest('.card-entry');
      var face = el.closest('[data-face]');
      found.push({ card: entry ? entry.getAttribute('data-card') : '', face: face ? Number(face.getAttribute('data-face')) : 0, part: part, text: el.textContent.trim() });
    }
    var scope = root || document;
    Array.prototype.forEach.call(scope.querySelectorAll('.one-line'), function (el) {
      if (el.getClientRects().length === 0) return;
      var part = el.classList.contains('name') ? 'name' : el.classList.contains('type') ? 'type line' : el.classList.contains('info-row') ? 'collector line' : 'hint';
      // Along the line only (its box's longer side, which a turned half turns too): a line box may be
      // a hair shorter than its glyphs' ascent and descent.
      var box = el.getBoundingClientRect();
      var text = textRect(el);
      var past = box.width >= box.height ? text.left < box.left - 0.5 || text.right > box.right + 0.5 : text.top < box.top - 0.5 || text.bottom > box.bottom + 0.5;
      if (el.classList.contains('line-overflows') || past) add(el, part);
    });
    Array.prototype.forEach.call(scope.querySelectorAll('.text-box'), function (box) {
      if (box.getClientRects().length === 0) return;
      if (box.classList.contains('overflows') || overflowing(box)) add(box, 'rules text');
    });
    // The parts of a bar (a name and its cost, a type line and its set symbol) stay inside the bar.
    Array.prototype.forEach.call(scope.querySelectorAll('.name-bar > *, .type-bar > *, .adventure-head > *, .adventure-type > *, .mdfc-hint > *'), function (el) {
      if (el.getClientRects().length === 0 || el.classList.contains('stat')) return;
      if (pastBox(el.getBoundingClientRect(), el.parentElement.getBoundingClientRect(), 0.5)) add(el, el.classList.contains('cost') ? 'mana cost' : 'bar');
    });
    Array.prototype.forEach.call(scope.querySelectorAll('.stat'), function (el) {
      if (el.getClientRects().length === 0) return;
      if (pastBox(textRect(el), el.getBoundingClientRect(), 0.5)) add(el, 'stats');
    });
    return found;
  };

  // Art that fails to load leaves its placeholder (with the path) visible.
  function watchArt(root) {
    Array.prototype.forEach.call((root || document).querySelectorAll('img.art-img'), function (img) {
      img.addEventListener('error', function () { img.removeAttribute('src'); });
    });
  }

  function overviewData(root) {
    var el = (root || document).querySelector('[data-overview]');
    if (!el) return undefined;
    try { return JSON.parse(el.getAttribute('data-overview') || '{}'); } catch (e) { return undefined; }
  }

  function showGroup(key, title) {
    var data = overviewData();
    var list = document.querySelector('.overview-list');
    if (!data || !list) return;
    var cards = (data.groups[key] || []).map(function (i) { return data.cards[i]; });
    list.textContent = '';
    var heading = document.createElement('h3');
    heading.textContent = title + ' — ' + cards.length + (cards.length === 1 ? ' card' : ' cards');
    list.appendChild(heading);
    var ul = document.createElement('ul');
    cards.forEach(function (card) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.textContent = card.name;
      a.href = '#card-' + card.index;
      a.setAttribute('data-uri', card.uri);
      a.setAttribute('data-line', String(card.line));
      li.appendChild(a);
      ul.appendChild(li);
    });
    list.appendChild(ul);
    list.hidden = false;
    // Scroll to what the count stands for: in the gallery the cards themselves, marked until the
    // next click; in a webview (which holds no cards) the list of their names, each a link.
    Array.prototype.forEach.call(document.querySelectorAll('.card-entry.listed'), function (e) { e.classList.remove('listed'); });
    var first = null;
    cards.forEach(function (card) {
      var el = document.getElementById('card-' + card.index);
      if (!el) return;
      el.classList.add('listed');
      if (!first) first = el;
    });
    (first || list).scrollIntoView({ block: first ? 'center' : 'nearest' });
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var group = target.closest('[data-group]');
    if (group) {
      event.preventDefault();
      showGroup(group.getAttribute('data-group'), group.getAttribute('data-title') || '');
      return;
    }
    var link = target.closest('a[data-line]');
    if (link && vscode) {
      event.preventDefault();
      vscode.postMessage({ type: 'open', uri: link.getAttribute('data-uri'), line: Number(link.getAttribute('data-line')) });
      return;
    }
    var scope = target.closest('[data-scope]');
    if (scope && vscode) vscode.postMessage({ type: 'scope', scope: scope.getAttribute('data-scope') });
  });

  // Webview: the extension posts { type: 'show', html, css, art, seq } with the server's rendering.
  var dynamicStyle;
  function show(message) {
    var content = document.getElementById('content');
    if (!content) return;
    var started = Date.now();
    if (!dynamicStyle) {
      dynamicStyle = document.createElement('style');
      dynamicStyle.setAttribute('nonce', nonce);
      document.head.appendChild(dynamicStyle);
    }
    dynamicStyle.textContent = message.css || '';
    content.innerHTML = message.html || '';
    var art = message.art || {};
    Array.prototype.forEach.call(content.querySelectorAll('img[data-art]'), function (img) {
      var src = art[img.getAttribute('data-art')];
      if (src) img.setAttribute('src', src);
    });
    watchArt(content);
    fitText(content);
    Array.prototype.forEach.call(document.querySelectorAll('[data-scope]'), function (b) {
      b.classList.toggle('active', b.getAttribute('data-scope') === message.scope);
    });
    // How long after the new diagnostics this rendering is on screen (the extension measured its part).
    if (typeof message.sinceDiagnostics === 'number') {
      document.body.setAttribute('data-update-ms', String(message.sinceDiagnostics + Date.now() - started));
      document.body.setAttribute('data-updates', String(Number(document.body.getAttribute('data-updates') || 0) + 1));
    }
    document.body.setAttribute('data-seq', String(message.seq));
    if (vscode) vscode.postMessage({ type: 'shown', seq: message.seq });
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (message && message.type === 'show') show(message);
  });

  // The image renderer (cardtext render --png/--pdf) fits again once it has loaded every font.
  window.cardtextFit = function () { fitText(document); return true; };

  function start() {
    watchArt(document);
    fitText(document);
    document.documentElement.setAttribute('data-fitted', 'true');
    if (vscode) vscode.postMessage({ type: 'ready' });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  // Fonts change the text's size: fit again once they are in.
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(function () { fitText(document); });
})();
