b {} x y
c = (
