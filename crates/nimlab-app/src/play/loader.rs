//! Loads the full module (explanations and theory pages) and hands the page over to it.
//!
//! Used by the first module alone, which is the play page so that the first visit stays small:
//! its [`Loading`] stands in for the explanations beside the board, and the shell shows the
//! loader in place of the other pages.
//! The full module is this crate built with the `full` feature; Trunk writes it beside the
//! first one (`nimlab-full.js` and its wasm). Once it is instantiated, this module unmounts its
//! own app and the full one mounts on the same page, reading the route from the address bar
//! and a game in progress from [`handover`](crate::play::handover). Once the first page has
//! loaded and is idle, the full module is fetched and instantiated ahead ([`prefetch`]), so
//! the first explanation does not wait for it.

use crate::i18n::Lang;
use crate::play::explain_menu::{opened_from_menu, ExplainMenu, FIRST_FOCUS};
use crate::play::explainer::{Explainer, PanelArgs, StepView, StepsRequest};
use crate::play::state::Game;
use crate::play::text::{loader_text, LoaderMsg};
use crate::route::{Explanation, PlayLink};
use crate::ui::context::use_lang;
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen(inline_js = r#"
// Resolves once the stylesheet `name` (beside the page) applies; a failed one is removed, so
// that a retry asks again.
function stylesheet(name) {
  const href = new URL(name, document.baseURI).href;
  if ([...document.styleSheets].some((s) => s.href === href)) return Promise.resolve();
  // One still loading from an earlier attempt: asked again rather than twice.
  for (const old of document.head.querySelectorAll('link[rel="stylesheet"]')) {
    if (old.href === href) old.remove();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => {
      link.remove();
      reject(new Error(`${name} did not load`));
    };
    document.head.append(link);
  });
}

// The full module's glue and the theory pages' stylesheet (loaded with it rather than by the
// first visit), beside the page; Trunk writes them there.
const FULL_MODULE = './nimlab-full.js';
const THEORY_CSS = './theory.css';

// The full module, instantiated (its `start_full`), once asked for: by the prefetch while the
// page is idle, or by a page that needs it. A failed load is forgotten, so a retry asks again.
let full = null;
function instantiate(attempt) {
  if (full === null || attempt > 0) {
    const loading = (async () => {
      // Relative to the page, not to this snippet's own folder.
      const href = new URL(FULL_MODULE, document.baseURI);
      // Some Chromium versions keep a failed import's error for its URL: a retry asks for another.
      if (attempt > 0) href.searchParams.set('attempt', attempt);
      const module = await import(href.href);
      // The glue fetches its wasm from beside itself; compiling it runs off the main thread.
      await module.default();
      return module.start_full;
    })();
    full = loading;
    loading.catch(() => {
      if (full === loading) full = null;
    });
  }
  return full;
}

export async function import_full(attempt) {
  const [start] = await Promise.all([instantiate(attempt), stylesheet(THEORY_CSS)]);
  return start;
}

// Once the page has loaded and is idle, the full module is fetched, compiled and instantiated
// (and its stylesheet fetched into the cache), so that the first explanation or theory page
// opens at once. Not when the reader asked to save data.
export function prefetch_full() {
  if (navigator.connection && navigator.connection.saveData) return;
  const idle = window.requestIdleCallback || ((f) => setTimeout(f, 200));
  const start = () =>
    idle(() => {
      instantiate(0).catch(() => {});
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.href = new URL(THEORY_CSS, document.baseURI).href;
      document.head.append(hint);
    }, { timeout: 3000 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

// The focused control, as a selector that finds its twin in the full app's page; a header
// link opened the page the full app shows, so its heading (see focus.js), as does the heading.
export function focused_selector() {
  const active = document.activeElement;
  if (!active || active === document.body) return '';
  if (active.closest('header.top nav, main h1')) return 'main h1';
  // A panel's summary (the setup's, which opens with the full module) is found by its panel.
  const panel = active.localName === 'summary' && active.parentElement.getAttribute('data-testid');
  if (panel) return `[data-testid="${CSS.escape(panel)}"] > summary`;
  const id = active.getAttribute('data-testid');
  if (id) return `[data-testid="${CSS.escape(id)}"]`;
  const href = active.getAttribute('href');
  return href ? `a[href="${CSS.escape(href)}"]` : '';
}
"#)]
extern "C" {
    /// Imports and instantiates the full module and loads its stylesheet (`attempt`: retries
    /// before this one); resolves to the module's `start_full` function.
    #[wasm_bindgen(catch)]
    async fn import_full(attempt: u32) -> Result<JsValue, JsValue>;

    /// Fetches and instantiates the full module once the page is idle (see the script above).
    fn prefetch_full();

    /// A selector for the focused control (empty when none has focus).
    fn focused_selector() -> String;
}

/// The status line while loading, as `focused_selector` names it.
const LOADER: &str = "[data-testid=\"full-loader\"]";

thread_local! {
    /// Whether a load is under way, so that a second loader on the page waits for it.
    static LOADING: Cell<bool> = const { Cell::new(false) };
}

/// Makes the full module ready while the page is idle, so that a first explanation or theory
/// page does not wait for the network and the compiler.
pub fn prefetch() {
    prefetch_full();
}

/// Properties of [`FullLoader`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether the explanations are loaded (beside the board) rather than a theory page.
    pub explanations: bool,
}

/// A status line while the full module loads; on failure, the reason and a retry button.
#[component]
pub fn FullLoader(props: &Props) -> Html {
    let lang = use_lang();
    let failed = use_state(|| None::<String>);
    let attempt = use_state(|| 0u32);
    {
        let failed = failed.clone();
        use_effect_with(*attempt, move |&attempt| {
            if !LOADING.with(|l| l.replace(true)) {
                wasm_bindgen_futures::spawn_local(async move {
                    match import_full(attempt).await {
                        Ok(start) => match start.dyn_into::<js_sys::Function>() {
                            Ok(start) => {
                                // A keyboard user keeps their place across the handover;
                                // an explanation opened from the menu gives it its Next button.
                                let focused = match focused_selector() {
                                    f if f == LOADER => FIRST_FOCUS.to_string(),
                                    f => f,
                                };
                                crate::unmount();
                                match start.call0(&JsValue::NULL) {
                                    Ok(_) => crate::ui::focus::refocus(&focused),
                                    Err(e) => web_sys::console::error_1(&e),
                                }
                            }
                            Err(_) => {
                                LOADING.with(|l| l.set(false));
                                failed.set(Some("start_full is not a function".into()));
                            }
                        },
                        Err(error) => {
                            LOADING.with(|l| l.set(false));
                            web_sys::console::error_1(&error);
                            let detail = error
                                .dyn_ref::<js_sys::Error>()
                                .map(|e| String::from(e.message()))
                                .or_else(|| error.as_string())
                                .unwrap_or_default();
                            failed.set(Some(detail));
                        }
                    }
                });
            }
        });
    }
    let retry = {
        let (failed, attempt) = (failed.clone(), attempt.clone());
        Callback::from(move |_: MouseEvent| {
            failed.set(None);
            attempt.set(*attempt + 1);
        })
    };
    // An explanation opened from the menu removed the button that had the focus: the status
    // line holds it until the handover passes it on to the explanation.
    let status = use_node_ref();
    {
        let (status, explanations) = (status.clone(), props.explanations);
        use_effect_with((), move |_| {
            if explanations && opened_from_menu() {
                if let Some(status) = status.cast::<web_sys::HtmlElement>() {
                    let _ = status.focus();
                }
            }
        });
    }
    match &*failed {
        None => html! {
            <p class="full-loader" role="status" data-testid="full-loader" tabindex="-1" ref={status}>
                <span class="spinner" aria-hidden="true"></span>
                { loader_text(lang, LoaderMsg::Loading { explanations: props.explanations }) }
            </p>
        },
        Some(detail) => html! {
            <div class="full-loader failed" role="alert" data-testid="full-loader-failed">
                <p>{ loader_text(lang, LoaderMsg::Failed) }</p>
                if !detail.is_empty() {
                    <pre>{ detail }</pre>
                }
                <button data-testid="full-loader-retry" onclick={retry}>{ loader_text(lang, LoaderMsg::Retry) }</button>
            </div>
        },
    }
}

/// The first module's explanations: their list, and once one is opened the loader of the full
/// module, which resumes the game (the page hands it over at once) and shows the explanation.
pub struct Loading;

impl Explainer for Loading {
    type Steps = ();
    const HANDS_OVER: bool = true;

    fn steps(_: &StepsRequest) {}

    fn count(_: &()) -> Option<u32> {
        None
    }

    fn view(_: Lang, _: &(), _: u32) -> StepView {
        StepView::default()
    }

    fn board_inert(_: Lang) -> String {
        String::new()
    }

    fn step_beyond(_: Lang, _: u32, _: u32) -> String {
        String::new()
    }

    fn panel(args: PanelArgs<()>) -> Html {
        match args.requested {
            Some(_) => html! { <FullLoader explanations=true /> },
            None => html! { <ExplainMenu on_open={args.on_open} /> },
        }
    }

    /// The review is the full module's: the page hands the game over, and it shows it.
    fn review(_: &Game, _: &Callback<Option<Explanation>>) -> Html {
        html! { <FullLoader explanations=true /> }
    }

    /// So are the presets and the position editor, as the setup panel opens.
    fn setup(_: PlayLink, _: Callback<PlayLink>) -> Html {
        html! { <FullLoader explanations=false /> }
    }
}
