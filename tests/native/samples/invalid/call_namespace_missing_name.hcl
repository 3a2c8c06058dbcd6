a = ns::
