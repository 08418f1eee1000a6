//! The contents: the four source texts, item by item, each a link to where the app shows it,
//! so a lecturer preparing from the slides or the articles finds every part in one place.

use crate::i18n::pick;
use crate::play::explain_menu::mark_opened;
use crate::theory::contents_text::{INTRO, SOURCES, TITLE};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// The source texts and their items, as links.
#[component]
pub fn ContentsPage() -> Html {
    let lang = use_lang();
    html! {
        <div class="contents" data-testid="contents">
            <h1>{ pick(lang, TITLE) }</h1>
            <p class="intro">{ pick(lang, INTRO) }</p>
            { for SOURCES.iter().enumerate().map(|(k, source)| html! {
                <section data-testid={format!("contents-source-{}", k + 1)}>
                    <h2>{ pick(lang, source.title) }</h2>
                    <ol>
                        { for source.items.iter().map(|item| html! {
                            // A link to an explanation opens it as the play page's list does: the
                            // focus goes to its Next button.
                            <li><a href={item.href} data-testid="contents-item"
                                onclick={item.href.contains("explain=").then(|| Callback::from(|_: MouseEvent| mark_opened()))}>{ pick(lang, item.text) }</a></li>
                        }) }
                    </ol>
                </section>
            }) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use crate::route::{parse_hash, Route};
    use crate::theory::contents_text::SOURCES;

    #[test]
    fn every_item_opens_its_page_without_a_problem() {
        let mut items = 0;
        for source in SOURCES {
            assert!(!source.items.is_empty());
            for item in source.items {
                let (route, errors) = parse_hash(item.href);
                assert!(errors.is_empty(), "{}: {errors:?}", item.href);
                assert!(!matches!(route, Route::Contents), "{}", item.href);
                assert!(
                    item.text.iter().all(|t| !t.trim().is_empty()),
                    "{}",
                    item.href
                );
                items += 1;
            }
        }
        assert_eq!(SOURCES.len(), 4);
        assert!(items >= 25, "{items}");
    }

    #[test]
    fn the_contents_page_has_its_own_route() {
        assert_eq!(parse_hash("#/contents"), (Route::Contents, Vec::new()));
        // It takes no parameters: one given is named, and the contents open all the same.
        let (route, errors) = parse_hash("#/contents?x=1");
        assert_eq!(route, Route::Contents);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].param, "x");
        assert!(crate::route::opens_as_written(&errors));
        for lang in crate::i18n::Lang::ALL {
            let text = crate::route::text::link_error_text(
                lang,
                &errors[0],
                crate::theory::text::problem_text,
            );
            assert!(text.contains('x'), "{text}");
        }
    }
}
