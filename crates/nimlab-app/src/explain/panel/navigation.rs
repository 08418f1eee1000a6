//! Step navigation: the step before and after, within the explanation's steps (counted
//! from 1), and which control takes the focus when an explanation opens.

/// The step after `step` of `steps` (the last stays the last).
pub fn next(step: u32, steps: u32) -> u32 {
    (step + 1).min(steps.max(1))
}

/// The step before `step` (the first stays the first).
pub fn prev(step: u32) -> u32 {
    step.saturating_sub(1).max(1)
}

/// Whether Next takes the focus when the explanation opens at `step` of `steps`; on the last
/// step, where Next is disabled, Close does.
pub fn next_takes_focus(step: u32, steps: u32) -> bool {
    step < steps
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps around `step` of `steps`, and whether Next takes the focus there.
    #[track_caller]
    fn check(step: u32, steps: u32, want: (u32, u32, bool)) {
        let got = (prev(step), next(step, steps), next_takes_focus(step, steps));
        assert_eq!(got, want, "step {step} of {steps}");
    }

    #[test]
    fn steps_stay_within_the_explanation() {
        for (step, steps, want) in [
            (1, 5, (1, 2, true)),
            (3, 5, (2, 4, true)),
            (5, 5, (4, 5, false)),
            (1, 1, (1, 1, false)),
            (1, 0, (1, 1, false)),
        ] {
            check(step, steps, want);
        }
    }
}
