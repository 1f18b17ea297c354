/// The elements of an array, found from whichever form the query used.
///
/// | query                    | elements                                   |
/// |--------------------------|--------------------------------------------|
/// | `a[]=x&a[]=y`            | the appended children, in order            |
/// | `a[1]=y&a[0]=x`          | the indexed children, sorted; `0...n-1` exactly |
/// | `a=x&a=y`                | the values, in order                       |
/// | `a=x,y` (`.commaSeparated`) | each value split on raw commas          |
/// | `a=x|y` (`.pipeDelimited`)  | each value split on raw `|`             |
/// | `a=x%20y` (`.spaceDelimited`) | each value split on spaces (`%20`, `+`) |
/// | `a=["x","y"]` (`.jsonArray`) | the JSON array's strings               |
/// | `a=`                     | no elements                                |
///
/// Elements are nodes (children) or values of the array's node.
enum ArrayElements {
    /// Children in sibling order, starting at this node (`[]` or indices already in order).
    case siblings(Int32)
    /// Indexed children put in index order.
    case sorted([Int32])
    /// Values (repeated, comma-separated or JSON elements).
    case values([QuerySlot])
}
