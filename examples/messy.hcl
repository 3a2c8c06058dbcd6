# Unaligned, unspaced: hcl fmt shows how the reference formatter lays it out.
service "api" {
image="api:1"
  replicas=2 # two
    ports=[ 80,443 ]
  labels={tier="backend",team="core"}
}
