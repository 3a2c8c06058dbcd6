a {}
b "x" {}
c {
}
d lbl "q" {

}
