#include "db_property.h"

#include <string>

namespace rocktune {

int64_t IntProperty(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, const char* name) {
  std::string v;
  if (!db->GetProperty(cf, name, &v)) return -1;
  try {
    return static_cast<int64_t>(std::stoll(v));
  } catch (...) {
    return -1;
  }
}

}  // namespace rocktune
