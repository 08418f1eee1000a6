//! The examples an explanation offers to try, as play links that open it.

use crate::explain::text::Example;
use crate::route::Topic;

/// The link that opens `example` with `topic` (in lecture mode if `lecture`).
pub fn example_link(example: Example, topic: Topic, lecture: bool) -> String {
    let rows = match example {
        Example::GermanEnding => "1,5&end=misere",
        Example::Marienbad => "1,3,5,7&end=misere",
        Example::GermanGame => "22,5,13,27",
        Example::PPosition => "19,5,13,27",
        Example::TwoRows => "7,4",
        Example::Slides => "7,5,3,1&take=1-2",
        Example::Lab => "3,4,9",
    };
    let lecture = if lecture { "&lecture=on" } else { "" };
    format!(
        "#/play?rows={rows}&explain={}&step=1{lecture}",
        topic.word()
    )
}

/// The examples offered with `topic`.
pub fn examples(topic: Topic) -> &'static [Example] {
    match topic {
        Topic::NimSum | Topic::Proof => &[Example::GermanGame, Example::PPosition, Example::Slides],
        // The lab handout's own rows, on the two topics that follow its notation.
        Topic::Columns | Topic::Bouton => &[
            Example::Lab,
            Example::GermanGame,
            Example::PPosition,
            Example::Slides,
        ],
        Topic::Mirror => &[Example::TwoRows],
        Topic::Misere => &[Example::GermanEnding, Example::Marienbad],
        Topic::Record => &[Example::GermanGame],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(example: Example, topic: Topic, lecture: bool, want: &str) {
        assert_eq!(example_link(example, topic, lecture), want);
        assert!(
            examples(topic).contains(&example),
            "{example:?} with {topic:?}"
        );
    }

    #[test]
    fn example_links_open_the_explanation() {
        for (example, topic, lecture, want) in [
            (
                Example::Marienbad,
                Topic::Misere,
                true,
                "#/play?rows=1,3,5,7&end=misere&explain=misere&step=1&lecture=on",
            ),
            (
                Example::TwoRows,
                Topic::Mirror,
                false,
                "#/play?rows=7,4&explain=mirror&step=1",
            ),
            (
                Example::Lab,
                Topic::Bouton,
                false,
                "#/play?rows=3,4,9&explain=bouton&step=1",
            ),
            (
                Example::Lab,
                Topic::Columns,
                false,
                "#/play?rows=3,4,9&explain=columns&step=1",
            ),
        ] {
            check(example, topic, lecture, want);
        }
    }
}
