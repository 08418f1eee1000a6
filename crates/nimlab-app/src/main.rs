fn main() {
    nimlab_app::start();
}
