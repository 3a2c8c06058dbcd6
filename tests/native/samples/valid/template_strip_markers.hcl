a = "x ${~ b ~} y %{~ if c ~} z %{~ endif ~}"
