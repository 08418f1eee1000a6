// The focus rescue and the window's title of focus.rs: a file, not inline JavaScript, so that
// both modules (which number their inline snippets differently) load the same snippet from the
// same path.
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

// Focuses what `selector` finds after the render under way: a heading takes the focus too.
export function refocus(selector) {
  if (selector) setTimeout(() => focusOn(document.querySelector(selector)), 0);
}

function focusOn(el) {
  if (el?.localName === 'h1') el.tabIndex = -1;
  el?.focus();
}

export function install_focus_and_title() {
  // Once per page: the full module's app, after a hand-over, finds it installed.
  if (document.nimlabFocusRescue) return;
  document.nimlabFocusRescue = true;
  // The arrow keys, Home and End move between the buttons of a group marked data-arrows (the
  // race's additions), which is one tab stop: entered, its other buttons leave the tab order
  // until the focus leaves the group (so a button removed meanwhile cannot take the group out).
  const arrows = (e) => e.target.closest?.('[data-arrows]')?.querySelectorAll('button') ?? [];
  document.addEventListener('keydown', (e) => {
    // A group holding the focus for its button that disabled itself (below): a second Space,
    // meant for that button, would scroll the page under the lecturer.
    if (e.key === ' ' && e.target.hasAttribute?.('data-keep-focus')) e.preventDefault();
    // A held Enter repeats: on a stick, each repeat would be the next player's move.
    if (e.repeat && e.key === 'Enter' && e.target.classList?.contains('stick')) e.preventDefault();
    // Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes, as the history buttons do when they
    // can; a text field keeps its own undo.
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && !e.altKey && (key === 'z' || key === 'y') && !e.target.closest?.('input, textarea, select, [contenteditable]')) {
      const redo = key === 'y' || e.shiftKey;
      const button = document.querySelector(`[data-testid="${redo ? 'redo' : 'undo'}"]`);
      if (button) {
        e.preventDefault();
        if (!button.disabled) button.click();
      }
    }
    const buttons = [...arrows(e)].filter((b) => !b.disabled);
    const i = buttons.indexOf(e.target);
    const j = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: -1 }[e.key];
    if (i >= 0 && j !== undefined && !e.altKey && !e.metaKey) {
      e.preventDefault();
      buttons.at(j % buttons.length).focus();
    }
  });
  // The ancestors of the control focused last, nearest first: a removed control has none.
  let chain = [];
  document.addEventListener('focusin', (e) => {
    if (e.target.localName === 'button') for (const b of arrows(e)) b.tabIndex = b === e.target ? 0 : -1;
    chain = [];
    for (let el = e.target; el instanceof Element; el = el.parentElement) chain.push(el);
  }, true);
  document.addEventListener('focusout', (e) => {
    if (!e.target.closest?.('[data-arrows]')?.contains(e.relatedTarget)) for (const b of arrows(e)) b.removeAttribute('tabindex');
    if (e.relatedTarget || !(e.target instanceof Element)) return;
    const lost = e.target;
    const saved = chain;
    // Read now: on a busy machine the computer's move may enable it again before the check.
    const disabled = lost.hasAttribute('disabled');
    // After the render that disabled or removed it: then nothing else took the focus.
    setTimeout(() => {
      const active = document.activeElement;
      const gone = !lost.isConnected;
      if ((active && active !== document.body) || !(gone || disabled || lost.hasAttribute('disabled'))) return;
      // Enabled again meanwhile: it keeps the focus, as when its blur came too late to happen.
      if (!gone && !lost.hasAttribute('disabled')) return lost.focus();
      // Step and history buttons keep the focus in their group: any neighbour would be the
      // opposite (Undo's Redo, End's Back), where a second Enter undoes the first.
      const keep = !gone && lost.closest('[data-keep-focus]');
      if (keep) {
        if (!keep.hasAttribute('tabindex')) keep.setAttribute('tabindex', '-1');
        keep.focus();
        return;
      }
      const groups = saved.slice(1).filter((g) => g.isConnected);
      const controls = (group) => [...group.querySelectorAll(FOCUSABLE)].filter((c) => c !== lost);
      const after = (c) => lost.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING;
      // Any other disabled control hands the focus to the next control after it, in its group
      // or further on; only at the page's end does it go back. A removed one: the closest
      // group's first.
      // A stick the computer took: the stick left of it, else the first of another row, as
      // the person's own move does (the next control after the last row would be Undo).
      const row = lost.classList.contains('taken') && lost.closest('.row');
      const left = row && groups[0] ? [controls(groups[0]).filter((c) => !after(c)).at(-1)] : [];
      const other = row ? [[...row.parentElement.querySelectorAll('.stick')].find((s) => !row.contains(s))] : [];
      const picks = gone
        ? groups.map((g) => controls(g)[0])
        : [...left, ...other, ...groups.map((g) => controls(g).find(after)), ...groups.map((g) => controls(g).at(-1))];
      const pick = picks.find(Boolean);
      if (pick) pick.focus();
    }, 0);
  }, true);
  // The window's title names the page, as the header's link marked current does; a header
  // link moves the focus to the new page's heading, where a reader starts. Both wait for the
  // app to render the new page or language: a frame, and for a new page, until its heading
  // replaces the old one (a busy machine may paint before the render, or Yew renders in
  // slices; a page of the full module has none until the module is loaded). A press of a key
  // or the pointer meanwhile keeps the focus where the reader put it.
  let following = 0;
  let presses = 0;
  const follow = (toHeading, newPage, back) => {
    const id = ++following;
    const pressed = presses;
    const old = newPage ? document.querySelector('main h1') : null;
    const until = performance.now() + 10000;
    const frame = () => requestAnimationFrame(() => {
      if (id !== following) return;
      const current = document.querySelector('header nav [aria-current="page"]');
      document.title = current ? `${current.textContent} · nimlab` : 'nimlab';
      const heading = document.querySelector('main h1');
      if (newPage && (!heading || heading === old)) {
        if (performance.now() < until) frame();
      } else if (toHeading && presses === pressed) {
        // A page may mark the place a link leads to (the history a Contents item opens): the
        // focus goes there, and does not scroll the page back up to its heading.
        // Back on a page, the link followed from it has the focus again.
        focusOn((back && same(back[0])[back[1]]) || document.querySelector('main [data-arrive]') || heading);
      }
    });
    frame();
  };
  follow(false);
  document.addEventListener('change', () => follow(false), true);
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, () => presses++, true);
  // A link inside a page to another page (Contents, "Play this") moves the focus as a header
  // link does; a link to an explanation hands it to its Next button (explain_panel.rs).
  const leads = 'header.top, main a[href^="#/"]:not([href*="explain="])';
  // The link followed from each address, and its place among the page's links to the same
  // address, for a return there by the browser's Back or Forward. A link is followed when it
  // was clicked (or pressed with Enter) and the address became its own: one that merely has
  // the focus when Back is pressed was not. Leaving by another link forgets it; Back and
  // Forward keep it.
  const followed = {};
  const same = (href) => document.querySelectorAll(`main a[href="${CSS.escape(href)}"]`);
  let clicked;
  document.addEventListener('click', (e) => (clicked = e.target.closest?.('a')), true);
  addEventListener('hashchange', (e) => {
    const link = clicked?.href === e.newURL && clicked;
    clicked = null;
    const lead = (link || document.activeElement?.closest('header.top'))?.closest(leads);
    if (lead?.matches('main a')) {
      const href = lead.getAttribute('href');
      followed[e.oldURL] = [href, [...same(href)].indexOf(lead)];
    } else if (link || lead) delete followed[e.oldURL];
    const back = !link && followed[e.newURL];
    // Back or Forward with the focus on the page and no link to return to: the new heading.
    follow(!!(lead || back || (!link && document.activeElement?.closest('main'))), true, back);
  });
  // The header's play links (`#/`) lead back to the game in progress, not to a bare link's
  // default game: elsewhere the app opens the last game stored in this browser (app.rs), and
  // on the play page they keep the game, whose latest move the store may not have yet (a
  // new tab or window, by a modifier key, opens the stored game).
  document.addEventListener('click', (e) => {
    const plain = !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey);
    if (plain && e.target.closest?.('header.top a[href="#/"]') && document.querySelector('header nav a[href="#/"][aria-current]')) {
      e.preventDefault();
      follow(true);
    }
  });
}
