"""Extensions of the reference implementation's ``ext/`` packages.

* :mod:`hcl.ext.typeexpr`: types written as expressions (``list(string)``), the
  ``convert`` function;
* :mod:`hcl.ext.userfunc`: functions defined by ``function`` blocks;
* :mod:`hcl.ext.customdecode`: capsule types decoded from expressions rather than values.
"""
