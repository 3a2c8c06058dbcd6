# Conversions between primitive types through attr types. Numbers become
# strings in their shortest exact decimal form (never exponent notation);
# null and absent attributes become nulls of the attribute's type.
result_type = object({
  string_to_number = number
  number_to_string = string
  bool_to_string   = string
  string_to_bool   = bool
  big_to_string    = string
  fraction         = string
  exponent         = number
  neg_exponent     = string
  null_string      = string
  absent_number    = number
})
result = {
  string_to_number = 12.5
  number_to_string = "42"
  bool_to_string   = "true"
  string_to_bool   = false
  big_to_string    = "123456789012345678901234567890"
  fraction         = "0.1"
  exponent         = 1000
  neg_exponent     = "0.25"
  null_string      = null
  absent_number    = null
}
